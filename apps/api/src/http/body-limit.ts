import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../core/errors';
import type { AppEnv } from '../core/deps';
import { allowBodyUpTo, routeBodyLimit } from '../core/route-marker';

export { allowBodyUpTo };

/** Every request body is at most this big unless its route says otherwise (issue 25): JSON never needs more. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * One limit for the whole API, applied before any route reads a body: 413 when Content-Length says more, or when a
 * body without one grows past it. The route's own `allowBodyUpTo` wins when it has one.
 *
 * A GET or HEAD has no body, and a body with a Content-Length (all a browser sends) is judged by that header alone:
 * neither touches `c.req.raw.body`, which on the Node server builds a whole fetch Request with a stream and an abort
 * signal, a third of the API's own work on a cached read (issue 15). A body of unknown length goes through Hono's
 * counting reader, as before.
 */
export function bodyLimit(defaultBytes = DEFAULT_BODY_LIMIT_BYTES) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const maxSize = routeBodyLimit(c) ?? defaultBytes;
    const tooLarge = () => {
      throw new AppError('payload_too_large', `The request body must be at most ${maxSize} bytes`, [
        { field: '(body)', code: 'too_long', message: `At most ${maxSize} bytes` },
      ]);
    };
    const headers = c.req.raw.headers;
    const length = headers.get('content-length');
    if (length !== null && !headers.has('transfer-encoding')) {
      if (parseInt(length, 10) > maxSize) tooLarge();
      return next();
    }
    return honoBodyLimit({ maxSize, onError: tooLarge })(c, next);
  });
}
