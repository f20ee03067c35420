import crypto from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../core/deps';

/** Spec §9: 16 random bytes, base64. */
export function createNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string | null): string {
  const scriptSrc = nonce ? `'self' 'nonce-${nonce}'` : `'self'`;
  return [
    `default-src 'self'`,
    `script-src ${scriptSrc}`,
    // Radix and toasts position elements with inline style attributes; scripts stay nonce-only.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `manifest-src 'self'`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Every response, HTML and API alike, carries these. The SPA handler replaces the CSP with a nonce'd one. HSTS goes
 * out when the public origin is https, or when a trusted proxy (TRUST_PROXY) says the request came over https; a
 * client's own X-Forwarded-Proto counts for nothing without one.
 */
export function securityHeaders(options: { https: boolean; trustProxy: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // The legacy XSS auditor did more harm than good; OWASP advises turning it off and relying on the CSP.
    headers.set('X-XSS-Protection', '0');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', contentSecurityPolicy(null));
    if (options.https || (options.trustProxy && c.req.header('x-forwarded-proto') === 'https')) {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
