import { z } from 'zod';
import { RequestPasswordResetRequest, ResetPasswordRequest } from '@lifeorbit/contracts/data';
import {
  ChangePasswordRequest,
  LinkSocialRequest,
  SignInRequest,
  SignUpRequest,
  SocialSignInRequest,
} from '@lifeorbit/contracts';
import { PasskeyAuthenticationRequest, PasskeyRegistrationRequest } from '@lifeorbit/contracts/passkeys';
import { TwoFactorPasswordRequest, VerifyBackupCodeRequest, VerifyTotpRequest } from '@lifeorbit/contracts/two-factor';
import { AppError } from '../../core/errors';
import { parseJsonText, parseWith } from '../../core/validation';

const NoFields = z.object({}).strict();

/**
 * better-auth serves some thirty endpoints under /api/auth; the proxy opens only those LifeOrbit uses (issue 25), and
 * the body of each must meet our contract first, with the same limits and text cleaning as every other route:
 * - sign-up/email, sign-in/email, sign-out: the auth page and the shell (apps/web/src/features/auth/api);
 * - change-password: the settings page (apps/web/src/features/profile/api/change-password.ts);
 * - get-session, list-sessions: the member's own session(s), read-only, with the tokens taken out;
 * - sign-in/social, link-social and callback/{google,apple,oidc}: provider sign-in (issue 29,
 *   apps/web/src/features/sign-in/api), the return paths limited to this site's own;
 * - two-factor/enable, /disable (both ask the password) and /verify-totp, /verify-backup-code (the set-up's
 *   confirmation and the second step of a sign-in): two-factor sign-in (issue 29, ADR 035);
 * - passkey/generate-register-options, /verify-registration (settings adds a passkey) and
 *   passkey/generate-authenticate-options, /verify-authentication (a passkey sign-in on /auth): passkeys (issue 29,
 *   ADR 036). Listing, renaming and removing them is ours (/api/sign-in/passkeys), so the last way in stays;
 *   better-auth's list-user-passkeys, update-passkey and delete-passkey are 404.
 * Everything else is a 404, among them update-user (the display name lives in PATCH /api/profile), change-email,
 * delete-user, set-password, the reset and verification mail flows (no mail transport yet), revoke-session(s) (they take a session token, which is never handed out),
 * and better-auth's account listings (GET /api/sign-in/ways is ours). Opening one means adding it here with its contract.
 */
const OPEN_ENDPOINTS = new Map<string, z.ZodType | null>([
  ['POST /api/auth/sign-up/email', SignUpRequest],
  ['POST /api/auth/sign-in/email', SignInRequest],
  ['POST /api/auth/sign-out', NoFields],
  ['POST /api/auth/change-password', ChangePasswordRequest],
  // The forgotten-password pages (apps/web/src/features/data, issue 24).
  ['POST /api/auth/request-password-reset', RequestPasswordResetRequest],
  ['POST /api/auth/reset-password', ResetPasswordRequest],
  ['GET /api/auth/get-session', null],
  ['GET /api/auth/list-sessions', null],
  // Signing in with a provider and linking one from settings (issue 29); the provider's answer comes back to
  // callback/{google,apple,oidc} below.
  ['POST /api/auth/sign-in/social', SocialSignInRequest],
  ['POST /api/auth/link-social', LinkSocialRequest],
  // Two-factor sign-in (issue 29, ADR 035): turned on and off in settings, a code after the password at sign-in.
  ['POST /api/auth/two-factor/enable', TwoFactorPasswordRequest],
  ['POST /api/auth/two-factor/disable', TwoFactorPasswordRequest],
  ['POST /api/auth/two-factor/verify-totp', VerifyTotpRequest],
  ['POST /api/auth/two-factor/verify-backup-code', VerifyBackupCodeRequest],
  // Passkeys (issue 29, ADR 036): the query strings of the two GETs are not passed on (the name comes with the answer).
  ['GET /api/auth/passkey/generate-register-options', null],
  ['POST /api/auth/passkey/verify-registration', PasskeyRegistrationRequest],
  ['GET /api/auth/passkey/generate-authenticate-options', null],
  ['POST /api/auth/passkey/verify-authentication', PasskeyAuthenticationRequest],
]);

/**
 * Where a provider sends the browser back: a GET with the code and state in the query, or (Apple's form_post) a
 * POST of the same as a form, which better-auth turns into that GET. better-auth checks the state, the PKCE
 * verifier and the ID token; the proxy passes the query (or form) through untouched.
 */
const CALLBACK_PATH = /^\/api\/auth\/callback\/(google|apple|oidc)$/;

export interface OpenAuthEndpoint {
  path: string;
  /** The contract of a POST body; null for a GET. */
  contract: z.ZodType | null;
  /** A provider's callback: its query string and form body go to better-auth as they came. */
  callback?: boolean;
}

/** The endpoint a request asks for when the proxy lets it through; a 404 otherwise. */
export function openAuthEndpoint(method: string, path: string): OpenAuthEndpoint {
  if ((method === 'GET' || method === 'POST') && CALLBACK_PATH.test(path))
    return { path, contract: null, callback: true };
  const contract = OPEN_ENDPOINTS.get(`${method} ${path}`);
  if (contract === undefined) throw new AppError('not_found', `No API route ${method} ${path}`);
  return { path, contract };
}

/** The body of a POST, checked and cleaned by its contract (a blank body reads as {}). */
export function parseAuthBody(endpoint: OpenAuthEndpoint, text: string): Record<string, unknown> | undefined {
  if (!endpoint.contract) return undefined;
  return parseWith(endpoint.contract, text.trim() ? parseJsonText(text) : {}) as Record<string, unknown>;
}

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

/**
 * better-auth answers the session token in the JSON of sign-in, sign-up, get-session, list-sessions and
 * change-password; a script that can read the answer could then replay it. The HttpOnly cookie is the only carrier
 * of a session (issue 25), so every `token` is taken out of what the browser gets.
 */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('set-auth-token');
  if (!(headers.get('content-type') ?? '').includes('application/json')) {
    return new Response(response.body, { status: response.status, headers });
  }
  const text = await response.text();
  headers.delete('content-length');
  const body = text ? JSON.stringify(withoutTokens(JSON.parse(text))) : text;
  return new Response(body, { status: response.status, headers });
}
