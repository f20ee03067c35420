import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, STATUS_BY_CODE, errorBody } from '../core/errors';

/** Maps an error to its answer. The request's log line (observability/request-observer.ts) carries a 500's stack. */
export function handleError(err: Error, c: Context): Response {
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
  const requestId = c.get('requestId');
  const body = errorBody('internal', `Something went wrong on our side. Please try again. (Reference: ${requestId})`);
  return c.json({ error: { ...body.error, requestId } }, 500);
}
