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
 */
export function bodyLimit(defaultBytes = DEFAULT_BODY_LIMIT_BYTES) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const maxSize = routeBodyLimit(c) ?? defaultBytes;
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
