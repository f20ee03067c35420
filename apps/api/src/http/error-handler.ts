import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, STATUS_BY_CODE, errorBody } from '../core/errors';

export function handleError(err: Error, c: Context, log: (message: string, err: unknown) => void): Response {
  if (err instanceof AppError) {
    return c.json(errorBody(err.code, err.message, err.details), STATUS_BY_CODE[err.code] as ContentfulStatusCode);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code =
      status === 400
        ? 'validation_failed'
        : status === 401
          ? 'unauthenticated'
          : status === 404
            ? 'not_found'
            : 'internal';
    return c.json(errorBody(code, err.message || 'Request failed'), status);
  }
  log(`Unhandled error on ${c.req.method} ${c.req.path}`, err);
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
}
