import { z } from 'zod';
import { ChangePasswordRequest, SignInRequest, SignUpRequest } from '@lifeorbit/contracts';
import { RequestPasswordResetRequest, ResetPasswordRequest } from '@lifeorbit/contracts/data';
import { AppError } from '../core/errors';
import { parseJsonText, parseWith } from '../core/validation';

const NoFields = z.object({}).strict();

/**
 * better-auth serves some thirty endpoints under /api/auth; the proxy opens only those LifeOrbit uses (issue 25), and
 * the body of each must meet our contract first, with the same limits and text cleaning as every other route:
 * - sign-up/email, sign-in/email, sign-out: the auth page and the shell (apps/web/src/features/auth/api);
 * - change-password: the settings page (apps/web/src/features/profile/api/change-password.ts);
 * - get-session, list-sessions: the member's own session(s), read-only, with the tokens taken out.
 * Everything else is a 404, among them update-user (the display name lives in PATCH /api/profile), change-email,
 * delete-user, set-password, the reset and verification mail flows (no mail transport yet), sign-in/social and its
 * callback (no provider configured), revoke-session(s) (they take a session token, which is never handed out),
 * link-social and the account listings. Opening one means adding it here with its contract.
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
]);

export interface OpenAuthEndpoint {
  path: string;
  /** The contract of a POST body; null for a GET. */
  contract: z.ZodType | null;
}

/** The endpoint a request asks for when the proxy lets it through; a 404 otherwise. */
export function openAuthEndpoint(method: string, path: string): OpenAuthEndpoint {
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
