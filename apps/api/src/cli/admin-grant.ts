import { bootstrap } from '../bootstrap';
import { parseConfig } from '../config/env';
import { grantRole } from '../auth/access.repository';
import { findUserIdByEmail } from '../modules/auth';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}
const runtime = await bootstrap(parseConfig({ ...process.env, SEED_DEMO: 'false' }));
const userId = await findUserIdByEmail(runtime.database.db, email);
if (!userId) {
  console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
  await runtime.database.close();
  process.exit(1);
}
await grantRole(runtime.database.db, userId, 'superadmin', null);
console.log(`${email} is now a superadmin.`);
await runtime.database.close();
