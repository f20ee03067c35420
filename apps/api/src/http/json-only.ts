import { createMiddleware } from 'hono/factory';
import { AppError } from '../core/errors';
import type { AppEnv } from '../core/deps';
import { routeBodyTypes } from '../core/route-marker';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a write carries a body: Content-Length above 0, or chunked. With neither header an HTTP/1.1 request has no
 * body at all (a browser's DELETE sends none), yet an in-process request or an HTTP/2 one may: then it is looked at,
 * which costs nothing for an empty body and stays within the body limit, applied before this.
 */
async function hasBody(request: Request): Promise<boolean> {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  if (request.headers.has('transfer-encoding')) return true;
  if (!request.body) return false;
  return (await request.clone().arrayBuffer()).byteLength > 0;
}

/**
 * Every body the API reads is JSON (issue 25): a write with a body of any other type is a 415. Besides saying what
 * we accept, this closes the CSRF path of HTML forms, which can only post text/plain, urlencoded or multipart bodies.
 */
export function jsonWritesOnly() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (WRITE_METHODS.has(c.req.method) && (await hasBody(c.req.raw))) {
      const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (routeBodyTypes(c)?.includes(mediaType)) return next();
      if (mediaType !== 'application/json') {
        throw new AppError('unsupported_media_type', 'Send the request body as application/json', [
          { field: '(body)', code: 'invalid_format', message: 'The Content-Type must be application/json' },
        ]);
      }
    }
    await next();
  });
}
