import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { COMPOSED_HANDLER } from 'hono/utils/constants';

/**
 * Per-route options read by app-wide middleware before the route runs (a larger body limit, a media type other than
 * JSON): the route lists a do-nothing middleware carrying a value, and the app-wide middleware finds it among the
 * routes the request matched. A sub-app with an error handler of its own is mounted with each handler wrapped, the
 * original kept under Hono's COMPOSED_HANDLER key, so the search looks through the wrapping.
 */
export interface RouteMarker<T> {
  /** The middleware a route lists to carry `value`. */
  mark(value: T): MiddlewareHandler;
  /** The value the matched route carries, if any. */
  read(c: Context): T | undefined;
}

type Marked = MiddlewareHandler & { [key: symbol]: unknown; [COMPOSED_HANDLER]?: Marked };

export function routeMarker<T>(name: string): RouteMarker<T> {
  const key = Symbol(name);
  return {
    mark(value) {
      const marker = (async (_c, next) => {
        await next();
      }) as Marked;
      marker[key] = value;
      return marker;
    },
    read(c) {
      for (const route of matchedRoutes(c)) {
        let handler = route.handler as Marked | undefined;
        while (handler && handler[key] === undefined) handler = handler[COMPOSED_HANDLER];
        if (handler) return handler[key] as T;
      }
      return undefined;
    },
  };
}

const bodyLimitMarker = routeMarker<number>('bodyLimitBytes');
const mediaTypesMarker = routeMarker<readonly string[]>('bodyMediaTypes');

/**
 * A route's larger body limit: `routes.post('/imports', allowBodyUpTo(50 * MB), handler)` (http/body-limit.ts applies
 * it). Such a route (an upload or an import that streams) should read `c.req.raw.body` as a stream; a body sent
 * without Content-Length is counted as it arrives either way.
 */
export const allowBodyUpTo = (bytes: number): MiddlewareHandler => bodyLimitMarker.mark(bytes);
export const routeBodyLimit = (c: Context): number | undefined => bodyLimitMarker.read(c);

/**
 * A route that takes these media types instead of JSON (an upload sent as the file's own bytes; http/json-only.ts
 * lets them through). An HTML form cannot send any of them, so the CSRF argument for JSON-only bodies still holds, and
 * the origin check applies as to every write.
 */
export const acceptBodyTypes = (mediaTypes: readonly string[]): MiddlewareHandler => mediaTypesMarker.mark(mediaTypes);
export const routeBodyTypes = (c: Context): readonly string[] | undefined => mediaTypesMarker.read(c);
