import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { forgetSecondFactorlessSessions, markSecondFactor } from './second-factor.repository';

/**
 * The one place that decides whether a session passed the second factor (issue 36, item 1; ADR 040).
 *
 * better-auth's two-factor plugin asks for a code only after `/sign-in/email` (and the username and phone sign-ins we
 * do not use). Every other way in (a provider's callback, a passkey whose authenticator did not verify the person, any
 * future link that signs in) created a full session for a member with two-factor on. Here:
 *
 * 1. Each new session row records how it passed the second factor (`session.second_factor`, `secondFactorOf` below):
 *    a code given at `/two-factor/verify-*`, a passkey that verified the person, or a session made by a signed-in
 *    request of the same member (a new password) keeps what that session had. Anything else: none.
 * 2. After any better-auth endpoint that made a session (`afterAnyWayIn`): a member with two-factor on whose new
 *    session passed no second factor loses it at once, and gets the code step instead, exactly as the password
 *    sign-in does: the plugin's two-factor cookie and challenge. A JSON answer says `twoFactorRedirect`; a redirect
 *    (a provider's callback) goes to `/auth?step=two-factor` with where the member was heading.
 * 3. The session reader (session-reader.ts) treats a session of a member with two-factor on and no second factor as no
 *    session, and the admin guard refuses a staff session without one when the admin requires two-factor of staff.
 *
 * The password sign-in keeps the plugin's own step (with its trusted-device cookie, which counts as passing).
 */

/** The values of `session.second_factor` (migration 0035). */
export type SecondFactor = 'code' | 'passkey' | 'trusted-device';

/** better-auth's endpoints where a code is checked: a session made there passed the second factor. */
const CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp']);
/** The sign-ins whose code step better-auth's two-factor plugin runs itself (a trusted device passes it). */
const PLUGIN_SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/username', '/sign-in/phone-number']);
const PASSKEY_SIGN_IN_PATH = '/passkey/verify-authentication';
/** How long the code step of a sign-in stays open: the plugin's own default. */
const CODE_STEP_SECONDS = 600;

/** Passkey sign-ins whose authenticator verified the person, by request (set by passkey-options.ts). */
const verifiedPasskeySignIns = new WeakSet<object>();

/** Called from the passkey plugin once a sign-in's assertion is verified: remembers whether it verified the person. */
export function notePasskeyUserVerification(requestContext: object, userVerified: boolean): void {
  if (userVerified) verifiedPasskeySignIns.add(requestContext);
}

interface EndpointContext {
  path?: string;
  context?: { session?: { session: { userId: string; secondFactor?: string | null } } | null };
}

/** How a new session passed the second factor: decided once, when better-auth creates its row. */
export function secondFactorOf(newSession: { userId: string }, endpoint: EndpointContext | null): SecondFactor | null {
  const path = endpoint?.path ?? '';
  if (CODE_PATHS.has(path)) return 'code';
  if (path === PASSKEY_SIGN_IN_PATH && endpoint?.context && verifiedPasskeySignIns.has(endpoint.context)) {
    return 'passkey';
  }
  // A signed-in request of the same member that makes a new session (a new password ends the others) keeps what
  // its session had passed.
  const current = endpoint?.context?.session?.session;
  if (current && current.userId === newSession.userId) return parseSecondFactor(current.secondFactor);
  return null;
}

export function parseSecondFactor(value: unknown): SecondFactor | null {
  return value === 'code' || value === 'passkey' || value === 'trusted-device' ? value : null;
}

/** Whether a session may act for its member: always without two-factor on; with it, only once a factor was passed. */
export function passedSecondFactor(twoFactorEnabled: boolean | null | undefined, secondFactor: unknown): boolean {
  return !twoFactorEnabled || parseSecondFactor(secondFactor) !== null;
}

/** The session fields better-auth keeps for us (its `session.additionalFields`). */
export const secondFactorSessionFields = {
  secondFactor: { type: 'string', required: false, input: false, fieldName: 'secondFactor' },
} as const;

/**
 * The plugin that holds the code step on every way in: after any endpoint that made a session (see the top of the
 * file). Listed after better-auth's two-factor plugin, so a password sign-in has met the plugin's step first.
 */
export function secondFactorEverywhere(database: Database, config: Config) {
  return {
    id: 'lifeorbit-second-factor',
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const path = ctx.path ?? '';
            // Turning two-factor on with the first code: this session gave that code; sessions elsewhere that gave
            // none end here rather than at their next request.
            if (CODE_PATHS.has(path) && ctx.context.session && !isError(ctx.context.returned)) {
              const { session: current, user } = ctx.context.session;
              await markSecondFactor(database.db, current.id, 'code');
              await forgetSecondFactorlessSessions(database.db, user.id, current.id);
              return;
            }
            const made = ctx.context.newSession;
            if (!made || !made.user.twoFactorEnabled) return;
            if (parseSecondFactor((made.session as { secondFactor?: unknown }).secondFactor)) return;
            if (PLUGIN_SIGN_IN_PATHS.has(path)) {
              // The plugin asked for no code on a password sign-in: its trusted-device cookie was valid.
              await markSecondFactor(database.db, made.session.id, 'trusted-device');
              return;
            }
            // No second factor on this way in: the session ends before anyone uses it, and the code step begins.
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(made.session.token);
            ctx.context.setNewSession(null);
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + CODE_STEP_SECONDS * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              value: made.user.id,
              identifier,
              expiresAt,
            });
            await ctx.context.internalAdapter.createVerificationValue({
              value: '0',
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            const cookie = ctx.context.createAuthCookie('two_factor', { maxAge: CODE_STEP_SECONDS });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            const location = redirectLocation(ctx.context.returned);
            if (location !== null) throw ctx.redirect(codeStepUrl(config.publicUrl, location));
            return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

function isError(returned: unknown): boolean {
  return returned instanceof Error;
}

/** The address a redirecting answer sends the browser to (a provider's callback throws its redirect), else null. */
function redirectLocation(returned: unknown): string | null {
  if (!(returned instanceof Error)) return null;
  const error = returned as Error & { statusCode?: number; headers?: Headers };
  if (error.statusCode === undefined || error.statusCode < 300 || error.statusCode >= 400) return null;
  return error.headers?.get('location') ?? '';
}

/** The sign-in page's code step, keeping where the member was heading when that is a page of this app. */
export function codeStepUrl(publicUrl: string, location: string): string {
  const target = new URL(location || '/', publicUrl);
  const origin = new URL(publicUrl).origin;
  let heading = target.origin === origin ? `${target.pathname}${target.search}` : '/';
  // The web's provider buttons come back through /auth/callback?redirect=<the page>: that page is where it was heading.
  if (heading.startsWith('/auth')) heading = target.searchParams.get('redirect') ?? '/';
  const params = new URLSearchParams({ step: 'two-factor' });
  const samePage = heading.startsWith('/') && !heading.startsWith('//') && !heading.startsWith('/\\');
  if (samePage && heading !== '/' && !heading.startsWith('/auth')) params.set('redirect', heading);
  return `${origin}/auth?${params.toString()}`;
}
