import { Hono } from 'hono';
import { SIGN_UP_NAME_MAX_LENGTH, type CodedErrorDetail, type SessionResponse } from '@lifeorbit/contracts';
import { cleanSingleLineText } from '@lifeorbit/contracts/text';
import { AppError, errorBody } from '../../core/errors';
import { acceptBodyTypes } from '../../core/route-marker';
import type { AppDeps, AppEnv } from '../../core/deps';
import type { AuthNeeds } from '../needs';
import { ensureRoomForPasskey } from '../passkeys/passkeys.service';
import { signInProviders } from '../providers/sign-in-providers';
import { CLIENT_IP_HEADER } from './auth';
import { openAuthEndpoint, parseAuthBody, withoutSessionTokens } from './auth-proxy-guard';
import { displayNameOf, getMe } from './auth.service';
import { clientIp } from './client-ip';
import { requireUser } from './guards';
import { sessionReader } from './session-reader';
import { signInThrottle } from './sign-in-throttle';

const SIGN_UP_PATH = '/api/auth/sign-up/email';
const SIGN_IN_PATH = '/api/auth/sign-in/email';
const SOCIAL_PATHS = new Set(['/api/auth/sign-in/social', '/api/auth/link-social']);
const PASSKEY_REGISTER_PATH = '/api/auth/passkey/generate-register-options';

/** /api/me, /api/session and better-auth's endpoints behind the proxy (/api/auth/*). */
export function authRoutes(
  deps: AppDeps,
  needs: Pick<AuthNeeds, 'isRegistrationOpen' | 'enforceRateLimit' | 'resetRateLimit'>,
) {
  const routes = new Hono<AppEnv>();

  routes.get('/me', requireUser(deps), async (c) => c.json(await getMe(deps.database.db, c.var.user.id)));

  // The web's session check: a signed-out visitor gets 200 and null, not a 401 (which every browser logs as an error
  // on the public pages). The same session check as every other route.
  const readSession = sessionReader(deps);
  routes.get('/session', async (c) => {
    const found = await readSession(c);
    const body: SessionResponse = { me: found ? await getMe(deps.database.db, found.user.id) : null };
    return c.json(body);
  });

  // better-auth's own endpoints: only those the app uses, each body checked and cleaned by our contract first, so a
  // bad field is a 400 that names it, in our error shape (auth-proxy-guard.ts).
  const throttle = signInThrottle(deps, needs);
  const providers = providerCheck(deps);
  // Sign in with Apple posts its answer as a form (response_mode=form_post), from Apple's page (http/origin-check.ts).
  routes.post('/auth/callback/apple', acceptBodyTypes(['application/x-www-form-urlencoded']));
  routes.on(['GET', 'POST'], '/auth/*', async (c) => {
    const method = c.req.method;
    const endpoint = openAuthEndpoint(method, c.req.path);
    if (endpoint.path === SIGN_UP_PATH && !(await needs.isRegistrationOpen(deps.database.db))) {
      throw new AppError('registration_closed', 'New accounts are not being accepted right now');
    }
    if (endpoint.path === PASSKEY_REGISTER_PATH) {
      const found = await readSession(c);
      if (found) await ensureRoomForPasskey(deps.database.db, found.user.id);
    }
    const rawBody = method === 'POST' ? await c.req.text() : '';
    let fields = method === 'POST' ? parseAuthBody(endpoint, rawBody) : undefined;
    if (fields && endpoint.path === SIGN_UP_PATH) fields = withDefaultName(fields);
    if (endpoint.callback || SOCIAL_PATHS.has(endpoint.path)) await providers.ensureConfigured(fields?.provider);
    const email = endpoint.path === SIGN_IN_PATH ? String(fields?.email) : null;
    if (email) await throttle.beforeSignIn(email);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.delete('content-length');
    const ip = clientIp(c, deps.config.TRUST_PROXY);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const url = new URL(endpoint.path, c.req.url);
    let body = fields ? JSON.stringify(fields) : undefined;
    if (body) headers.set('content-type', 'application/json');
    if (endpoint.callback) {
      url.search = new URL(c.req.url).search;
      if (method === 'POST') body = rawBody;
    }
    const response = await deps.auth.handler(new Request(url, { method, headers, body }));
    if (email) await throttle.afterSignIn(email, response.ok);
    return response.status >= 400 ? toErrorBody(response, endpoint.path) : withoutSessionTokens(response);
  });

  return routes;
}

/**
 * The providers better-auth knows are brought up to date (the admin may have changed them in another process) before
 * a provider sign-in, link or callback; one that is not configured is a 400 on the `provider` field, not better-auth's
 * 404 in its own shape.
 */
function providerCheck(deps: AppDeps) {
  const providers = signInProviders(deps);
  return {
    async ensureConfigured(provider: unknown) {
      const configured = await providers.current();
      if (provider !== undefined && !configured.some((p) => p.id === provider)) {
        throw new AppError('validation_failed', 'provider: this way of signing in is not set up', [
          { field: 'provider', code: 'not_found', message: 'This way of signing in is not set up' },
        ]);
      }
    },
  };
}

/** better-auth requires a name at sign-up; ours is optional and defaults to the e-mail's local part (spec §2). */
function withDefaultName(body: Record<string, unknown>): Record<string, unknown> {
  const email = String(body.email);
  const name = typeof body.name === 'string' && body.name ? body.name : displayNameOf(email, null);
  return { ...body, name: cleanSingleLineText(name.slice(0, SIGN_UP_NAME_MAX_LENGTH)) };
}

interface KnownAuthError {
  code: string;
  status: number;
  message: string;
  /** The field it is about, and what is wrong with it (the detail's message is the error's). */
  detail?: Omit<CodedErrorDetail, 'message'>;
}

const EMAIL_TAKEN: KnownAuthError = {
  code: 'email_taken',
  status: 409,
  message: 'This e-mail is already registered',
  detail: { field: 'email', code: 'duplicate' },
};
const invalidField = (message: string, detail: KnownAuthError['detail']): KnownAuthError => ({
  code: 'validation_failed',
  status: 400,
  message,
  detail,
});

const AUTH_ERRORS: Record<string, KnownAuthError> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'invalid_credentials', status: 401, message: 'Wrong e-mail or password' },
  // The right password, an e-mail not confirmed yet (issue 36, item 6): better-auth mailed a new link (sendOnSignIn).
  EMAIL_NOT_VERIFIED: {
    code: 'email_not_verified',
    status: 403,
    message: 'Confirm your e-mail first: we sent a new link to it',
  },
  USER_ALREADY_EXISTS: EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_TAKEN,
  INVALID_EMAIL: invalidField('E-mail is not valid', { field: 'email', code: 'invalid_format' }),
  INVALID_PASSWORD: invalidField('The current password is wrong', { field: 'currentPassword', code: 'invalid_value' }),
  PASSWORD_TOO_SHORT: invalidField('Password is too short', { field: 'password', code: 'too_short' }),
  PASSWORD_TOO_LONG: invalidField('Password is too long', { field: 'password', code: 'too_long' }),
  INVALID_TOKEN: invalidField('The link is not valid, was used already or has expired', {
    field: 'token',
    code: 'invalid_value',
  }),
  // Two-factor sign-in (issue 29).
  INVALID_CODE: invalidField('The code is wrong or has expired', { field: 'code', code: 'invalid_value' }),
  INVALID_BACKUP_CODE: invalidField('This backup code is wrong or was used already', {
    field: 'code',
    code: 'invalid_value',
  }),
  TOTP_ALREADY_ENABLED: { code: 'conflict', status: 409, message: 'Two-factor sign-in is already on' },
  TOTP_NOT_ENABLED: { code: 'conflict', status: 409, message: 'Two-factor sign-in is not on' },
  TWO_FACTOR_NOT_ENABLED: { code: 'conflict', status: 409, message: 'Two-factor sign-in is not on' },
  BACKUP_CODES_NOT_ENABLED: { code: 'conflict', status: 409, message: 'Two-factor sign-in is not on' },
  INVALID_TWO_FACTOR_COOKIE: {
    code: 'unauthenticated',
    status: 401,
    message: 'The sign-in has expired: enter your e-mail and password again',
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    code: 'rate_limited',
    status: 429,
    message: 'Too many wrong codes: enter your e-mail and password again',
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    code: 'rate_limited',
    status: 429,
    message: 'Too many wrong codes: try again in a few minutes',
  },
  // Passkeys (issue 29, ADR 036). A browser answer that fails verification is the `response` field's fault: the
  // plugin calls it a 500 when the WebAuthn library throws on it, and it is the request that is wrong.
  CHALLENGE_NOT_FOUND: invalidField('The passkey request has expired: try again', {
    field: 'response',
    code: 'invalid_value',
  }),
  FAILED_TO_VERIFY_REGISTRATION: invalidField('The passkey could not be verified', {
    field: 'response',
    code: 'invalid_value',
  }),
  PASSKEY_NOT_FOUND: {
    code: 'invalid_credentials',
    status: 401,
    message: 'This passkey is not known here: it may have been removed',
  },
  AUTHENTICATION_FAILED: { code: 'invalid_credentials', status: 401, message: 'The passkey could not be verified' },
  USER_VERIFICATION_REQUIRED: {
    code: 'invalid_credentials',
    status: 401,
    message: 'With two-factor sign-in on, use a passkey that asks for your PIN, fingerprint or face',
    detail: { field: 'response', code: 'not_allowed' },
  },
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: {
    code: 'forbidden',
    status: 403,
    message: 'This passkey was started for another account',
  },
  SESSION_NOT_FRESH: {
    code: 'forbidden',
    status: 403,
    message: 'Sign out and in again to do this: your sign-in is more than a day old',
  },
};

/** The two-factor endpoints ask the password in a field of their own (`password`, not `currentPassword`). */
const WRONG_PASSWORD: KnownAuthError = invalidField('The password is wrong', {
  field: 'password',
  code: 'invalid_value',
});
const TWO_FACTOR_PATH = /^\/api\/auth\/two-factor\//;

/** better-auth answers errors in its own shape; members and our web app get the one shape of the API. */
async function toErrorBody(response: Response, path: string): Promise<Response> {
  let upstream: { code?: string; message?: string } = {};
  try {
    upstream = (await response.clone().json()) as typeof upstream;
  } catch {
    // Not JSON: keep the status and say so plainly below.
  }
  const known =
    upstream.code === 'INVALID_PASSWORD' && TWO_FACTOR_PATH.test(path)
      ? WRONG_PASSWORD
      : upstream.code
        ? AUTH_ERRORS[upstream.code]
        : undefined;
  let status = known?.status ?? response.status;
  let code = known?.code ?? upstream.code?.toLowerCase() ?? 'auth_error';
  const message = known?.message ?? upstream.message ?? response.statusText ?? 'Request failed';
  if (response.status === 429) {
    status = 429;
    code = 'rate_limited';
  } else if (response.status === 403 && !known) {
    code = 'forbidden';
  }
  const details: CodedErrorDetail[] = known?.detail ? [{ ...known.detail, message }] : [];
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(errorBody(code, message, details)), { status, headers });
}
