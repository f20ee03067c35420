import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { passkey as passkeyPlugin } from '@better-auth/passkey';
import { apiKey as apiKeyPlugin } from '@better-auth/api-key';
import { oauthProvider as oauthProviderPlugin } from '@better-auth/oauth-provider';
import type { Config } from '../../config/env';
import { isBanned } from './access.repository';
import { passkeyOptions } from '../passkeys/passkey-options';
import { tokenPluginOptions } from '../tokens/token-options';
import { oauthProviderOptions } from '../oauth/oauth-options';
import { secondFactorEverywhere, secondFactorOf, secondFactorSessionFields } from '../two-factor/second-factor';
import { signInOptions } from '../providers/sign-in-options';
import type { Database } from '../../db/client';
import type { PinoLogger } from '../../core/observability';
import { account, rateLimit, session, user, verification } from '../../db/schema';
import { twoFactor } from '../../db/two-factor-schema';
import { passkey } from '../../db/passkey-schema';
import { apikey } from '../../db/api-key-schema';
import {
  oauthAccessToken,
  oauthClient,
  oauthClientAssertion,
  oauthClientResource,
  oauthConsent,
  oauthRefreshToken,
  oauthResource,
} from '../../db/oauth-schema';
import { hashPassword, verifyPassword } from './password-hash';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lifeorbit/contracts';
import {
  createMailer,
  existingAccountMail,
  resetPasswordMail,
  sendInBackground,
  verifyEmailMail,
} from '../../mail/mailer';

/** The header our server sets from the socket (or a trusted proxy); better-auth rate-limits by it. */
export const CLIENT_IP_HEADER = 'x-lifeorbit-client-ip';

/** What the modules above add to account creation (bootstrap passes them; auth imports no module). */
export interface AuthHooks {
  /**
   * After a new account exists, with the request that made it: its profile row is made here (profile's table), then
   * a referral link's cookie is recorded.
   */
  onUserCreated?: (userId: string, request: { headers?: Headers; setCookie?: unknown } | null) => Promise<void>;
}

export function createAuth(
  database: Database,
  config: Config,
  secret: string,
  logger?: PinoLogger,
  hooks: AuthHooks = {},
) {
  const relaxed = config.AUTH_RATE_LIMIT === 'relaxed';
  const mailer = createMailer(config, database, logger);
  return betterAuth({
    appName: 'LifeOrbit',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: {
        user,
        session,
        account,
        verification,
        rateLimit,
        twoFactor,
        passkey,
        apikey,
        oauthClient,
        oauthResource,
        oauthClientResource,
        oauthRefreshToken,
        oauthAccessToken,
        oauthConsent,
        oauthClientAssertion,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      // Sign-up never says whether an e-mail has an account (issue 36, item 6): a new account is created unverified
      // and gets no session; the link of its verification mail starts one (autoSignInAfterVerification below), and
      // its password signs in only once the e-mail is confirmed. A taken e-mail gets better-auth's same answer (200,
      // no session, a made-up user, the password hashed for equal time) and its owner a mail saying so.
      requireEmailVerification: true,
      autoSignIn: false,
      onExistingUserSignUp: ({ user: member }) =>
        sendInBackground(
          mailer,
          existingAccountMail(member.email, `${config.publicUrl}/auth`, `${config.publicUrl}/auth/forgot`),
          logger,
        ),
      // Password reset (issue 24): the link opens our page, which sends the token with the new password; a token
      // works once and for an hour, and every session of the member ends when it is used.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user: member, token }) =>
        sendInBackground(
          mailer,
          resetPasswordMail(member.email, `${config.publicUrl}/auth/reset?token=${token}`),
          logger,
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified member's password sign-in answers EMAIL_NOT_VERIFIED and mails a new link; the link signs in.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: ({ user: member, token }) =>
        sendInBackground(
          mailer,
          verifyEmailMail(member.email, `${config.publicUrl}/auth/verify?token=${encodeURIComponent(token)}`),
          logger,
        ),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      additionalFields: secondFactorSessionFields,
    },
    trustedOrigins: config.trustedOrigins,
    ...signInOptions(config),
    // Two-factor sign-in (issue 29, ADR 035): TOTP from any authenticator app and ten one-time backup codes, both
    // sealed with the auth secret. A sign-in then stops after the password with `twoFactorRedirect` until a code is
    // given; five wrong codes end that sign-in attempt, and better-auth locks the second step for a while after
    // repeated failures. The plugin's own rate limit (3 requests in 10 s on /two-factor/*) applies on top.
    plugins: [
      twoFactorPlugin({
        issuer: 'LifeOrbit',
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
      }),
      // Passkeys (issue 29, ADR 036): WebAuthn credentials added in settings, a sign-in without a password on /auth.
      passkeyPlugin(passkeyOptions(config)),
      // Personal access tokens (issue 41, ADR 047): made through the plugin, read by our token gate.
      apiKeyPlugin(tokenPluginOptions(config.TOKEN_RATE_LIMIT)),
      // OAuth apps (issue 41, item 3, ADR 050): an OAuth 2.1 server whose access tokens our token gate reads too.
      oauthProviderPlugin(oauthProviderOptions(config.publicUrl)),
      // Every other way in meets the same code step (issue 36, ADR 040): after the two-factor plugin's own.
      secondFactorEverywhere(database, config),
    ],
    rateLimit: {
      enabled: true,
      // Kept in PostgreSQL so that several API processes share one count.
      storage: 'database',
      window: 60,
      // Relaxed (the browser suite, many members from one address at once): every other endpoint (sign-out among
      // them) gets as much room as the ones named below.
      max: relaxed ? 3000 : 300,
      customRules: relaxed
        ? {
            '/sign-in/*': { window: 10, max: 500 },
            '/sign-up/*': { window: 10, max: 500 },
            '/change-password': { window: 10, max: 500 },
            '/two-factor/*': { window: 10, max: 500 },
            '/passkey/*': { window: 10, max: 500 },
          }
        : {},
    },
    advanced: {
      // A session and its user in one query (Drizzle relations in db/schema.ts) instead of two, on every request.
      database: { joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      session: {
        create: {
          // A banned member gets no new session (the ban also deleted the existing ones). Each new session records
          // how it passed the second factor (second-factor.ts).
          before: async (newSession, endpoint) => {
            if (await isBanned(database.db, newSession.userId)) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: 'This account is suspended' });
            }
            return { data: { ...newSession, secondFactor: secondFactorOf(newSession, endpoint) } };
          },
        },
      },
      user: {
        create: {
          after: async (created, context) => {
            // The member's profile row, and a referral link's cookie recorded with the account itself (issue 37).
            await hooks.onUserCreated?.(created.id, context as Parameters<NonNullable<AuthHooks['onUserCreated']>>[1]);
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: {
      disabled: config.LOG_LEVEL === 'silent' || config.NODE_ENV === 'test',
      // Through our logger (JSON lines stay JSON): its message and any error, never the other arguments it passes.
      log: logger
        ? (level, message, ...args) => {
            const err = args.find((arg) => arg instanceof Error);
            logger[level === 'debug' ? 'debug' : level](err ? { err } : {}, `better-auth: ${message}`);
          }
        : undefined,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
