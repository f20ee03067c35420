import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { AppError } from '../core/errors';
import type { AppEnv } from '../core/deps';

/** Every request body is at most this big unless its route says otherwise (issue 25): JSON never needs more. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

const LIMIT = Symbol('bodyLimitBytes');
type LimitedHandler = MiddlewareHandler & { [LIMIT]?: number };

/**
 * The per-route option: `routes.post('/imports', allowBodyUpTo(50 * MB), handler)`. Such a route (an upload or an
 * import that streams) should read `c.req.raw.body` as a stream; a body sent without Content-Length is counted as it
 * arrives either way.
 */
export function allowBodyUpTo(bytes: number): MiddlewareHandler {
  const marker: LimitedHandler = async (_c, next) => {
    await next();
  };
  marker[LIMIT] = bytes;
  return marker;
}

/**
 * One limit for the whole API, applied before any route reads a body: 413 when Content-Length says more, or when a
 * body without one grows past it. The route's own `allowBodyUpTo` wins when it has one.
 */
export function bodyLimit(defaultBytes = DEFAULT_BODY_LIMIT_BYTES) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const routeLimit = matchedRoutes(c)
      .map((route) => (route.handler as LimitedHandler)[LIMIT])
      .find((bytes) => bytes !== undefined);
    const maxSize = routeLimit ?? defaultBytes;
    return honoBodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('payload_too_large', `The request body must be at most ${maxSize} bytes`, [
          { field: '(body)', code: 'too_long', message: `At most ${maxSize} bytes` },
        ]);
      },
    })(c, next);
  });
}
