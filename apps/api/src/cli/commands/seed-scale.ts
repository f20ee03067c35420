import { SCALE_MEMBER, seedScale } from '../../seed/scale';
import { CommandError, usageError, type CliCommand } from '../command';

/** The scale member (five years of training) and other members, for bench:api (README: Demo accounts). */
export const seedScaleCommand: CliCommand = {
  usage: 'npm run seed:scale [-- --reset]',
  summary:
    'creates the scale member with five years of training, ten other members, and 10,000 members with workouts, power-law follows and notifications, 500 of them followed by the scale member (never in production)',
  async run({ deps, args, print }) {
    if (args.some((arg) => arg !== '--reset')) throw usageError(seedScaleCommand);
    if (deps.config.NODE_ENV === 'production') {
      throw new CommandError('Refusing to seed scale accounts with NODE_ENV=production.');
    }
    const result = await seedScale(deps.database.db, { reset: args.includes('--reset') });
    print(
      result.created
        ? `Scale member ${SCALE_MEMBER.email} (password ${SCALE_MEMBER.password}): ${result.workouts} workouts, ` +
            `${result.sets} sets, seeded in ${(result.ms / 1000).toFixed(1)} s.`
        : `The scale member ${SCALE_MEMBER.email} exists already (use -- --reset to seed again).`,
    );
  },
};
