import { Hono, type Context } from 'hono';
import { DevMailboxQuery, VerifyEmailRequest } from '@lifeorbit/contracts/data';
import { AppError } from '../../core/errors';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseQuery } from '../../core/validation';
import type { AuthNeeds } from '../needs';
import { CLIENT_IP_HEADER } from '../sessions/auth';
import { clientIp } from '../sessions/client-ip';
import { requireSuperadmin, requireUser } from '../sessions/guards';
import { readDevMailbox } from './mailbox.service';

/** The request's headers for better-auth, with the caller's address where it reads it (as the /api/auth proxy does). */
function authRequestHeaders(c: Context<AppEnv>, trustProxy: boolean): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, trustProxy);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}

/**
 * The e-mail check (issue 24) under /api/data, and the development mailbox a superadmin reads. Password reset itself
 * is better-auth's, behind the proxy (request-password-reset, reset-password).
 */
export function verificationRoutes(deps: AppDeps, { logAdminAction }: Pick<AuthNeeds, 'logAdminAction'>) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);

  // The e-mail check (issue 24): the mailed link opens /auth/verify, which sends its token here; better-auth checks it.
  // Since sign-up gives no session (issue 36, item 6), the first use of the link signs the member in: the session
  // cookie (or, with two-factor on, the code step's cookie) comes back with the answer. A link of an e-mail that is
  // confirmed already says so and signs no one in.
  routes.post('/data/verify-email', async (c) => {
    const { token } = await parseJsonBody(c, VerifyEmailRequest);
    let verified: { headers: Headers; response: unknown };
    try {
      verified = await deps.auth.api.verifyEmail({
        query: { token },
        headers: authRequestHeaders(c, deps.config.TRUST_PROXY),
        returnHeaders: true,
      });
    } catch {
      throw new AppError('validation_failed', 'The link is not valid any more', [
        { field: 'token', code: 'invalid_value', message: 'Not valid, or expired' },
      ]);
    }
    for (const cookie of verified.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    const twoFactor = (verified.response as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect === true;
    const signedIn = !twoFactor && verified.headers.getSetCookie().some((cookie) => /session_token=[^;]/.test(cookie));
    return c.json({ verified: true, signedIn, twoFactorRedirect: twoFactor });
  });
  routes.post('/data/verification-email', signedIn, async (c) => {
    await deps.auth.api.sendVerificationEmail({ body: { email: c.var.user.email } });
    return c.body(null, 204);
  });

  // The development mailbox: what the app would have e-mailed, for a superadmin; never in production.
  routes.get('/admin/dev-mailbox', signedIn, requireSuperadmin(deps), async (c) => {
    if (deps.config.NODE_ENV === 'production') throw new AppError('not_found', 'There is no mailbox in production');
    const { limit, before } = parseQuery(c, DevMailboxQuery);
    return c.json({ mails: await readDevMailbox(db, logAdminAction, c.var.user.id, limit ?? 50, before ?? null) });
  });

  return routes;
}
