import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import type { Config } from './config/env';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './seed/demo';
import { createApp } from './http/app';
import { deriveSecretsKey } from './modules/admin';
import type { AppDeps, Logger } from './core/deps';

export interface Runtime extends AppDeps {
  app: ReturnType<typeof createApp>;
  migration: string;
}

export function consoleLogger(level: Config['LOG_LEVEL']): Logger {
  return {
    info: (message) => {
      if (level === 'info') console.log(message);
    },
    error: (message, err) => {
      if (level !== 'silent') console.error(message, err ?? '');
    },
  };
}

/** Opens the database, migrates it, builds auth and the app; optionally seeds the demo data on an empty database. */
export async function bootstrap(config: Config, options: { database?: Database; log?: Logger } = {}): Promise<Runtime> {
  const log = options.log ?? consoleLogger(config.LOG_LEVEL);
  const database =
    options.database ??
    (await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR }));
  const migration = await migrate(database);
  const authSecret = resolveAuthSecret(config.BETTER_AUTH_SECRET, config.DATA_DIR);
  const auth = createAuth(database, config, authSecret);
  const secretsKey = deriveSecretsKey(config.SECRETS_ENCRYPTION_KEY, authSecret);
  const deps: AppDeps = { config, database, auth, log, secretsKey };
  if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
    const seeded = await seedDemo(deps);
    if (seeded) log.info('Seeded the demo accounts (see README: Demo accounts).');
  }
  return { ...deps, app: createApp(deps), migration };
}
