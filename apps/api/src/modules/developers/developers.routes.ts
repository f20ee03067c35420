import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { buildOpenApiDocument } from '@lifeorbit/contracts/public-api';
import type { AppDeps, AppEnv } from '../../core/deps';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the public API, for anyone (the /developers page reads it
 * signed out). Made once from the contracts on the first call (a few hundred milliseconds), then the same text:
 * gzipped like the other JSON, cached for five minutes and answered 304 to a matching If-None-Match.
 */
export function developersRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  let made: { text: string; etag: string } | null = null;
  const documentText = () => {
    if (!made) {
      const text = JSON.stringify(buildOpenApiDocument({ serverUrl: deps.config.publicUrl }));
      made = { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
    }
    return made;
  };

  routes.get('/openapi.json', (c) => {
    const { text, etag } = documentText();
    c.header('Cache-Control', 'public, max-age=300');
    c.header('ETag', etag);
    // Gzip makes the tag weak (W/"…"): the same document either way, so tags compare weakly (RFC 9110 13.1.2).
    const known = c.req.header('if-none-match')?.split(',') ?? [];
    if (known.some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
    return c.body(text, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return routes;
}
