import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../core/deps';

const THRESHOLD_BYTES = 1024;
const JSON_TYPE = /^application\/json/;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * JSON answers gzipped for clients that ask (a workout of 8 x 5 is 24 KB, 3 KB gzipped: issue 15, on a phone's
 * network), through Hono's compress. A client whose Accept-Encoding cannot take gzip gets what Hono's would give it,
 * the answer as it is with `Vary: Accept-Encoding`, but with the header set on the answer's own headers: Hono's sets
 * it with `c.header`, which after the handler copies the whole answer into a new Response whose body is a stream,
 * and the Node server then writes that stream chunk by chunk instead of the string in one call (issue 15).
 */
export function gzipJson(): MiddlewareHandler<AppEnv> {
  const gzip = compress({ encoding: 'gzip', threshold: THRESHOLD_BYTES, contentTypeFilter: JSON_TYPE });
  return async (c, next) => {
    const accepted = c.req.header('accept-encoding');
    // Hono's own parsing decides for any header that names gzip or `*` (a q=0 among them included).
    if (accepted !== undefined && /gzip|\*/i.test(accepted)) return gzip(c, next);
    await next();
    if (wouldCompress(c)) {
      const headers = c.res.headers;
      const vary = headers.get('Vary');
      if (vary !== '*' && !(vary && VARIES_BY_ENCODING.test(vary))) {
        headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      }
    }
  };
}

/** Hono's compress's test of an answer, before it looks at the client's Accept-Encoding. */
function wouldCompress(c: Context): boolean {
  const res = c.res;
  const headers = res.headers;
  const length = headers.get('Content-Length');
  const type = headers.get('Content-Type');
  const cacheControl = headers.get('Cache-Control');
  return (
    res.status !== 206 &&
    !headers.has('Content-Encoding') &&
    !headers.has('Transfer-Encoding') &&
    c.req.method !== 'HEAD' &&
    !(length && Number(length) < THRESHOLD_BYTES) &&
    type !== null &&
    JSON_TYPE.test(type) &&
    !(cacheControl && NO_TRANSFORM.test(cacheControl))
  );
}
