import { createMiddleware } from 'hono/factory';
import { bearerOf } from '../auth';
import { AppError } from '../core/errors';
import type { AppEnv } from '../core/deps';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Sign in with Apple answers with a form that Apple's page posts to our callback (response_mode=form_post): the one
 * cross-site write we take, from Apple's origin only; better-auth checks its state and PKCE verifier (issue 29).
 */
const APPLE_CALLBACK = { path: '/api/auth/callback/apple', origin: 'https://appleid.apple.com' };

/**
 * CSRF defence in depth beside SameSite=Lax cookies: a browser always names the origin of a cross-site write, so a
 * write whose Origin is not ours (or that the browser marks cross-site) is refused. A write that carries cookies
 * must also say where it comes from, by Origin or by `Sec-Fetch-Site: same-origin` (issue 25): browsers send one of
 * them on every write, so a cookie-carrying write with neither is not from our pages. A write with a Bearer token needs
 * neither (issue 41, ADR 047): a script sends no Origin, a page elsewhere cannot add the header without a CORS
 * preflight we never grant, and the token gate decides such a request by its token alone, never by its cookie.
 */
export function originCheck(trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  return createMiddleware<AppEnv>(async (c, next) => {
    const appleCallback = c.req.path === APPLE_CALLBACK.path && c.req.header('origin') === APPLE_CALLBACK.origin;
    if (!SAFE_METHODS.has(c.req.method) && !appleCallback) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin && origin !== 'null' && !trusted.has(origin)) || origin === 'null' || site === 'cross-site') {
        throw new AppError('forbidden', 'Cross-site requests are not allowed');
      }
      if (
        !origin &&
        site !== 'same-origin' &&
        c.req.header('cookie') &&
        bearerOf(c.req.header('authorization')) === null
      ) {
        throw new AppError('forbidden', 'A signed-in write must say where it comes from (Origin)');
      }
    }
    await next();
  });
}
