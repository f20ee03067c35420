import { bootstrap } from '../bootstrap';
import { parseConfig } from '../config/env';
import { SCALE_MEMBER, seedScale } from '../seed/scale';

// npm run seed:scale [-- --reset]: the scale member (five years of training) and other members, for bench:api.
const config = parseConfig({ ...process.env, SEED_DEMO: 'false' });
if (config.NODE_ENV === 'production') {
  console.error('Refusing to seed scale accounts with NODE_ENV=production.');
  process.exit(1);
}
const runtime = await bootstrap(config);
const result = await seedScale(runtime.database.db, { reset: process.argv.includes('--reset') });
console.log(
  result.created
    ? `Scale member ${SCALE_MEMBER.email} (password ${SCALE_MEMBER.password}): ${result.workouts} workouts, ` +
        `${result.sets} sets, seeded in ${(result.ms / 1000).toFixed(1)} s.`
    : `The scale member ${SCALE_MEMBER.email} exists already (use -- --reset to seed again).`,
);
await runtime.database.close();
