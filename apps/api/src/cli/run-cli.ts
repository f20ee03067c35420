import { ConfigError } from '../config/env';
import { BackupError } from '../ops/backup-file';
import { DataDirBusyError } from '../ops/data-dir-lock';

/** Runs a command-line task with one argument: a clear message and exit code 1 for what the person can fix. */
export async function runCli(usage: string, task: (argument: string) => Promise<void>): Promise<void> {
  const argument = process.argv[2];
  if (!argument) {
    console.error(usage);
    process.exit(2);
  }
  try {
    await task(argument);
  } catch (err) {
    if (err instanceof BackupError || err instanceof ConfigError || err instanceof DataDirBusyError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
