import { seedDemo } from '../../seed/demo';
import { CommandError, usageError, type CliCommand } from '../command';

/** The demo member and the demo superadmin, also on a database that has other users (README: Demo accounts). */
export const seedDemoCommand: CliCommand = {
  usage: 'npm run seed:demo',
  summary: 'creates the demo accounts again (never with NODE_ENV=production)',
  async run({ deps, args, print }) {
    if (args.length > 0) throw usageError(seedDemoCommand);
    if (deps.config.NODE_ENV === 'production') {
      throw new CommandError('Refusing to seed demo accounts with NODE_ENV=production.');
    }
    await seedDemo(deps, { force: true });
    print('Demo data is in place.');
  },
};
