import type http from 'node:http';
import { serve } from '@hono/node-server';
import { bootstrap, type Runtime } from './bootstrap';
import { ConfigError, parseConfig } from './config/env';
import type { Database } from './db/client';
import { openControlSocket, type ControlSocket } from './ops/control-socket';
import { drainAndClose } from './observability/shutdown';

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
  let control: ControlSocket | null = null;
  let databaseReady: (database: Database) => void = () => undefined;
  if (!config.DATABASE_URL) {
    // PGlite: `npm run db:backup` asks this process through DATA_DIR's socket (ADR 022).
    const database = new Promise<Database>((resolve) => (databaseReady = resolve));
    control = await openControlSocket(config, database, (err) =>
      runtime?.obs.logger.error({ err }, 'A backup asked for by npm run db:backup failed'),
    );
  }
  try {
    runtime = await bootstrap(config);
  } catch (err) {
    await control?.close();
    throw err;
  }
  databaseReady(runtime.database);
  const { logger } = runtime.obs;
  const started = runtime;
  const server = serve({ fetch: started.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const where = started.database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
    logger.info(
      `LifeOrbit is listening on ${config.publicUrl} (port ${info.port}; ${where}; migration ${started.migration})`,
    );
  }) as http.Server;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void drainAndClose({ server, runtime: started, control, signal }).then((code) =>
      logger.flush(() => process.exit(code)),
    );
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
