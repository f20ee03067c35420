import path from 'node:path';
import { bootstrap } from '../bootstrap';
import { ConfigError, parseConfig, type Config } from '../config/env';
import { runCommandOnServer, type CommandIo } from '../ops/command-channel';
import { DataDirBusyError, lockDataDir, type DataDirLock } from '../ops/data-dir-lock';
import { COMMANDS, commandRunner } from './commands';

// `npm run <command> -- ARGS` (in apps/api: `npm run cli -- <command> ARGS`). On PGlite the command runs inside the
// server that owns DATA_DIR when one runs, over its control socket; otherwise in this process, which then holds the
// folder's lock so no server starts on it meanwhile. On PostgreSQL it always runs here.

/** While another command holds the folder, or a server is between taking the lock and listening: 10 x 0.5 s. */
const BUSY_TRIES = 10;
const terminal = { print: (line: string) => console.log(line), printError: (line: string) => console.error(line) };
const [name = '', ...args] = process.argv.slice(2);
process.exitCode = await main();

async function main(): Promise<number> {
  if (!Object.hasOwn(COMMANDS, name)) {
    const list = Object.values(COMMANDS).map((command) => `  ${command.usage}  ${command.summary}`);
    console.error(`${name ? `No command ${name}. ` : ''}The commands:\n${list.join('\n')}`);
    return 2;
  }
  let config: Config;
  try {
    config = parseConfig({ ...process.env, SEED_DEMO: 'false' });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return 1;
  }
  let lock: DataDirLock | null = null;
  if (!config.DATABASE_URL) {
    const folder = path.resolve(config.DATA_DIR);
    for (let attempt = 1; !lock; attempt++) {
      const code = await runCommandOnServer(folder, name, args, terminal);
      if (code !== null) {
        if (code === 0) console.log(`(ran inside the LifeOrbit server on ${folder})`);
        return code;
      }
      try {
        lock = lockDataDir(folder, `npm run ${name}`);
      } catch (err) {
        if (!(err instanceof DataDirBusyError)) throw err;
        if (attempt >= BUSY_TRIES) {
          console.error(err.message);
          return 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
  try {
    return await runHere(config);
  } finally {
    lock?.release();
  }
}

/** Runs the command in this process; Ctrl-C asks it to stop (a second one stops the process). */
async function runHere(config: Config): Promise<number> {
  const runtime = await bootstrap(config);
  const stop = new AbortController();
  const onInterrupt = () => {
    if (stop.signal.aborted) process.exit(130);
    console.error('Stopping (Ctrl-C again to stop at once)…');
    stop.abort();
  };
  process.on('SIGINT', onInterrupt);
  try {
    const io: CommandIo = { ...terminal, signal: stop.signal };
    const code = await commandRunner(runtime)(name, args, io);
    if (code === 0 && !config.DATABASE_URL) {
      console.log(`(ran on the data folder ${path.resolve(config.DATA_DIR)}; no server was running)`);
    }
    return code;
  } finally {
    process.off('SIGINT', onInterrupt);
    await runtime.database.close();
  }
}
