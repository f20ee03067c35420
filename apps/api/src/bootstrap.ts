import type { DestinationStream } from 'pino';
import { createAuth, resolveAuthSecret } from './auth';
import type { Config } from './config/env';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './seed/demo';
import { createApp } from './http/app';
import { deriveSecretsKey } from './modules/admin';
import { recordSignUpReferral, type AccountCreationContext } from './modules/ambassadors';
import { createProfile } from './modules/profile';
import { createObservability } from './observability/observability';
import { beginStatement } from './core/server-timing';
import type { AppDeps } from './core/deps';
import { openObjectStore } from './storage';
import { createEventPublisher, startDeliveryLoop, type DeliveryLoop } from './modules/webhooks';

export interface Runtime extends AppDeps {
  app: ReturnType<typeof createApp>;
  migration: string;
  /** Starts what runs beside the requests (the webhook deliveries); `npm start` does, tests deliver themselves. */
  startBackground(): { stop(): Promise<void> };
}

export interface BootstrapOptions {
  database?: Database;
  /** Where log lines go instead of stdout (tests). */
  logDestination?: DestinationStream;
}

/** Opens the database, migrates it, builds auth and the app; optionally seeds the demo data on an empty database. */
export async function bootstrap(config: Config, options: BootstrapOptions = {}): Promise<Runtime> {
  const obs = createObservability(config, { destination: options.logDestination });
  const log = obs.log;
  const database =
    options.database ??
    (await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR }));
  database.observer.onQuery = obs.metrics?.observeQuery;
  if (config.SERVER_TIMING && config.NODE_ENV !== 'production') database.observer.beginStatement = beginStatement;
  database.observer.onIdleError = (err) => obs.logger.warn({ err }, 'A database connection closed; it is replaced');
  const migration = await migrate(database);
  const authSecret = resolveAuthSecret(config.BETTER_AUTH_SECRET, config.DATA_DIR);
  const auth = createAuth(database, config, authSecret, obs.logger, {
    // Every account has a profile row; a referral link's cookie is recorded with the account itself (issue 37).
    onUserCreated: async (userId, request) => {
      await createProfile(database.db, userId);
      await recordSignUpReferral(database.db, userId, request as AccountCreationContext | null, obs.logger);
    },
  });
  if (config.NODE_ENV !== 'production' && !config.SMTP_URL) {
    // Password reset links then land in the development mailbox, which any superadmin reads (audited).
    obs.logger.warn(
      'SMTP_URL is not set and NODE_ENV is not production: e-mails (password reset links included) go to the ' +
        'development mailbox (Admin → Mailbox). Set SMTP_URL, or NODE_ENV=production, on a server people use.',
    );
  }
  const secretsKey = deriveSecretsKey(config.SECRETS_ENCRYPTION_KEY, authSecret);
  const events = createEventPublisher(database.db);
  // The app is built from deps; its fetch, which deps hands to the MCP tools, is bound once it exists.
  let app: ReturnType<typeof createApp> | null = null;
  const dispatch = (request: Request, env: unknown) => Promise.resolve(app!.fetch(request, env));
  const storage = openObjectStore(config);
  const deps: AppDeps = { config, database, auth, log, secretsKey, obs, storage, events, dispatch };
  if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
    const seeded = await seedDemo(deps);
    if (seeded) log.info('Seeded the demo accounts (see README: Demo accounts).');
  }
  const startBackground = () => {
    const loop: DeliveryLoop = startDeliveryLoop(deps);
    events.onQueued(loop.wake);
    return { stop: loop.stop };
  };
  app = createApp(deps);
  return { ...deps, app, migration, startBackground };
}
