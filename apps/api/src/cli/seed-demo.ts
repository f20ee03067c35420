import { bootstrap } from '../bootstrap';
import { parseConfig } from '../config/env';
import { seedDemo } from '../seed/demo';

const config = parseConfig({ ...process.env, SEED_DEMO: 'false' });
if (config.NODE_ENV === 'production') {
  console.error('Refusing to seed demo accounts with NODE_ENV=production.');
  process.exit(1);
}
const runtime = await bootstrap(config);
await seedDemo(runtime, { force: true });
console.log('Demo data is in place.');
await runtime.database.close();
