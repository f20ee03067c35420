import { serve } from '@hono/node-server';
import { bootstrap } from './bootstrap';
import { ConfigError, parseConfig } from './config/env';

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
  const runtime = await bootstrap(config);
  const server = serve({ fetch: runtime.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const where = runtime.database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
    runtime.log.info(
      `LifeOrbit is listening on ${config.publicUrl} (port ${info.port}; ${where}; migration ${runtime.migration})`,
    );
  });
  const shutdown = () => {
    server.close();
    void runtime.database.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  console.error('LifeOrbit failed to start:', err);
  process.exit(1);
});
