import type { AppDeps } from '../core/deps';
import type { CommandRunner } from '../ops/command-channel';
import { CommandError, type CliCommand } from './command';
import { adminGrant } from './commands/admin-grant';
import { seedDemoCommand } from './commands/seed-demo';
import { seedScaleCommand } from './commands/seed-scale';

/**
 * Every command of `npm run <name>` that works on the database (README: Commands). A new one is a CliCommand in
 * commands/, a line here, and a script in both package.json files that calls `cli <name>`.
 */
export const COMMANDS: Record<string, CliCommand> = {
  'admin:grant': adminGrant,
  'seed:demo': seedDemoCommand,
  'seed:scale': seedScaleCommand,
};

/** Runs a command by name with the app's deps (resolved once the database is open); answers its exit code. */
export function commandRunner(deps: Promise<AppDeps> | AppDeps): CommandRunner {
  return async (name, args, io) => {
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command) {
      io.printError(`No command ${name}. The commands: ${Object.keys(COMMANDS).join(', ')}.`);
      return 2;
    }
    try {
      await command.run({ deps: await deps, args, ...io });
      return 0;
    } catch (err) {
      if (!(err instanceof CommandError)) throw err;
      io.printError(err.message);
      return err.exitCode;
    }
  };
}
