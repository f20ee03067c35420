import type { AppDeps } from '../core/deps';
import type { CommandIo } from '../ops/command-channel';

/**
 * A command of `npm run <name>` (admin:grant, seed:demo...). It runs wherever the database is: inside the server that
 * owns the PGlite folder when one runs (over DATA_DIR's control socket), in a process of its own otherwise, and always
 * on its own for PostgreSQL. So it takes everything from its arguments and the app's deps, never from process.env
 * (the server's environment is not the terminal's), and says what it did through print, not console.log.
 */
export interface CliCommand {
  /** How to call it, shown when the arguments are wrong: `npm run admin:grant -- <email>`. */
  usage: string;
  /** One line for the list of commands. */
  summary: string;
  run(context: CommandContext): Promise<void>;
}

export interface CommandContext extends CommandIo {
  deps: AppDeps;
  args: string[];
}

/** What the person can fix (a wrong argument, an unknown e-mail): its message is all they see, and the exit code. */
export class CommandError extends Error {
  override name = 'CommandError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** A usage error (exit code 2) for a command that got the wrong arguments. */
export function usageError(command: CliCommand): CommandError {
  return new CommandError(`Usage: ${command.usage}`, 2);
}
