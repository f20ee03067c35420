import type http from 'node:http';
import { serve } from '@hono/node-server';
import { bootstrap, type Runtime } from './bootstrap';
import { commandRunner } from './cli/commands';
import { ConfigError, parseConfig } from './config/env';
import { openControlSocket, type ControlSocket } from './ops/control-socket';
import { DataDirBusyError, lockDataDir, type DataDirLock } from './ops/data-dir-lock';
import { drainAndClose, keepConnectionsOpen } from './observability/shutdown';

async function main() {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let runtime: Runtime | undefined;
  let lock: DataDirLock | null = null;
  let control: ControlSocket | null = null;
  let started: (runtime: Runtime) => void = () => undefined;
  if (!config.DATABASE_URL) {
    // PGlite: this process owns DATA_DIR (one process a folder), and `npm run db:backup`, `admin:grant`, `seed:demo`...
    // run inside it, through DATA_DIR's control socket (ADR 022).
    try {
      lock = lockDataDir(config.DATA_DIR, 'npm start');
    } catch (err) {
      if (err instanceof DataDirBusyError) {
        console.error(`LifeOrbit did not start. ${err.message}`);
        process.exit(1);
      }
      throw err;
    }
    const ready = new Promise<Runtime>((resolve) => (started = resolve));
    control = await openControlSocket(config, {
      database: ready.then((r) => r.database),
      runCommand: commandRunner(ready),
      onError: (err) => runtime?.obs.logger.error({ err }, 'A command asked for through the control socket failed'),
    });
  }
  try {
    runtime = await bootstrap(config);
  } catch (err) {
    await control?.close();
    throw err;
  }
  started(runtime);
  const { logger } = runtime.obs;
  const app = runtime;
  const server = serve({ fetch: app.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const where = app.database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
    logger.info(
      `LifeOrbit is listening on ${config.publicUrl} (port ${info.port}; ${where}; migration ${app.migration})`,
    );
  }) as http.Server;
  keepConnectionsOpen(server);
  // Webhook deliveries go from this process too (any process takes what is due; ADR 046).
  const background = app.startBackground();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void drainAndClose({ server, runtime: app, control, signal, beforeClose: background.stop }).then((code) => {
      lock?.release();
      logger.flush(() => process.exit(code));
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'Uncaught exception: stopping');
    logger.flush(() => process.exit(1));
  });
}

main().catch((err: unknown) => {
  console.error('LifeOrbit failed to start:', err);
  process.exit(1);
});
