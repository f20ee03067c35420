import path from 'node:path';
import { z } from 'zod';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Folder for the embedded database and the generated auth secret. */
  DATA_DIR: z.string().default('./data'),
  /** When set, a PostgreSQL server is used instead of the embedded PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32, { error: 'BETTER_AUTH_SECRET must be at least 32 characters' }).optional(),
  /** 32 bytes, base64: encrypts sign-in secrets at rest. Derived from the auth secret when not set. */
  SECRETS_ENCRYPTION_KEY: z.string().optional(),
  /** The public origin of the app, e.g. https://lifeorbit.example; defaults to http://localhost:PORT. */
  BETTER_AUTH_URL: z.url({ error: 'BETTER_AUTH_URL must be a URL' }).optional(),
  /** Extra origins allowed to call the API with cookies, comma separated. */
  TRUSTED_ORIGINS: z.string().optional(),
  /** Trust X-Forwarded-For (only behind a proxy that sets it). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** strict: better-auth's defaults (3 sign-ins per 10 s); relaxed: for browser test runs that sign in often. */
  AUTH_RATE_LIMIT: z.enum(['strict', 'relaxed']).default('strict'),
  /** Seed the demo accounts and data on an empty database (never in production). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Where the built web app lives. */
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../../web/dist')),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  /** json: one JSON object a line (for a log collector); pretty: readable lines. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('pretty'),
  /** When set, GET /metrics answers Prometheus metrics to `Authorization: Bearer <token>`; 404 otherwise. */
  METRICS_TOKEN: z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
  /**
   * A Server-Timing header on every answer: where its time went (session check, SQL, validation, the rest), for
   * `npm run bench:api`. Never in production: it tells any caller how long the database took.
   */
  SERVER_TIMING: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Seconds a stopping process keeps answering (every answer closes its connection, /api/ready is 503) before it stops
   * taking connections: long enough for a proxy that checks /api/ready to take it out first.
   */
  SHUTDOWN_DELAY: z.coerce.number().min(0).max(60).default(0),
  /** Where pg_dump and pg_restore live (backups on PostgreSQL); found on PATH or in /usr/lib/postgresql otherwise. */
  PG_BIN_DIR: z.string().optional(),
  /**
   * An OpenAI-compatible chat completions endpoint for the AI coach (issue 23), e.g. https://api.openai.com/v1; with
   * AI_MODEL (and AI_API_KEY when the endpoint needs one). Unset: the embedded coach answers. A superadmin's settings
   * win over these.
   */
  AI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'AI_BASE_URL must be an http(s) URL' })
    .refine((url) => !/[@?#]/.test(url), { error: 'AI_BASE_URL must have no user, password, query or fragment' })
    .optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(100).optional(),
  /** Language-model answers per member per day (UTC); past it the embedded coach answers. */
  AI_DAILY_LIMIT: z.coerce.number().int().min(0).max(10_000).default(50),
  /** The most tokens one answer may use. */
  AI_MAX_TOKENS: z.coerce.number().int().min(50).max(8_000).default(800),
  /** Seconds an answer may take before the embedded coach answers instead. */
  AI_TIMEOUT_SEC: z.coerce.number().int().min(1).max(300).default(30),
  /**
   * Let the coach's language model be at a private or loopback address (a model server on this machine or network;
   * issue 36). Off: only public addresses; link-local and metadata addresses are refused either way.
   */
  COACH_ALLOW_PRIVATE_URLS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Let members' webhooks be sent to private or loopback addresses (issue 41; a receiver on this machine or network,
   * and the tests'). Off: only public addresses; link-local and metadata addresses are refused either way.
   */
  /** Requests a personal access token may make a minute (ADR 047); kept on each token when it is made. */
  TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),
  WEBHOOKS_ALLOW_PRIVATE_URLS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Uploaded files (avatars) go to this S3-compatible bucket instead of DATA_DIR/uploads when it is set. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'S3_BUCKET must be a bucket name (3-63 a-z, 0-9, . and -)' })
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** The S3-compatible server's URL (MinIO, R2, s3rver…); AWS's own when not set. */
  S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT must be a URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Keys under this prefix in the bucket (e.g. "lifeorbit/"). */
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9_.-]+\/)*$/i, { error: 'S3_PREFIX must be folder names, each ending with /' })
    .default(''),
  /** Path-style URLs (bucket in the path): most S3-compatible servers need them; on by default with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /**
   * smtp://user:password@host:587 or smtps://...: password reset and e-mail checks go out through it (issue 24).
   * Unset: outside production they land in the development mailbox (Admin → Mailbox).
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, { error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .optional(),
  /** The sender of those e-mails. */
  MAIL_FROM: z.string().min(3).max(200).default('LifeOrbit <no-reply@lifeorbit.app>'),
  /**
   * Sign in with Google, Apple or an OpenID Connect provider (issue 29). A superadmin's keys in the admin's sign-in
   * secrets page win over these; a provider shows a button only when all of its values are set.
   */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Apple's Services ID (com.example.web), team id, key id and .p8 private key (PEM; "\n" for line breaks). */
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, { error: 'APPLE_TEAM_ID is 10 letters or digits' })
    .optional(),
  APPLE_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, { error: 'APPLE_KEY_ID is 10 letters or digits' })
    .optional(),
  APPLE_PRIVATE_KEY: z.string().min(1).optional(),
  /** An OpenID Connect issuer (https, or http on localhost); its discovery document is read from it. */
  OIDC_ISSUER: z
    .string()
    .regex(/^(https:\/\/[^\s/?#]+|http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?)(\/[^\s?#]*)?$/, {
      error: 'OIDC_ISSUER must be an https:// URL (http:// only for localhost)',
    })
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The button reads "Continue with {OIDC_NAME}" (the issuer's host name when not set). */
  OIDC_NAME: z.string().min(1).max(40).optional(),
});

export type Config = z.infer<typeof Env> & { publicUrl: string; trustedOrigins: string[] };

export function parseConfig(source: Record<string, string | undefined>): Config {
  const result = Env.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.S3_BUCKET && !env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  const publicUrl = (env.BETTER_AUTH_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const trustedOrigins = new Set<string>([new URL(publicUrl).origin]);
  if (env.NODE_ENV !== 'production') {
    trustedOrigins.add(`http://localhost:${env.PORT}`);
    trustedOrigins.add(`http://127.0.0.1:${env.PORT}`);
  }
  for (const origin of (env.TRUSTED_ORIGINS ?? '').split(',')) {
    if (origin.trim()) trustedOrigins.add(origin.trim().replace(/\/$/, ''));
  }
  return { ...env, publicUrl, trustedOrigins: [...trustedOrigins] };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
