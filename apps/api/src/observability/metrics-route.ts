import crypto from 'node:crypto';
import type { Handler } from 'hono';
import { errorBody } from '../core/errors';
import type { Metrics } from '../core/observability';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * GET /metrics: 404 when METRICS_TOKEN is unset (as if there were no such page), 401 unless the request carries
 * `Authorization: Bearer <METRICS_TOKEN>`. Hashing both sides first makes the comparison constant-time whatever the
 * lengths.
 */
export function metricsHandler(token: string | undefined, metrics: Metrics | null): Handler {
  const expected = token ? digest(token) : null;
  return async (c) => {
    if (!expected || !metrics) return c.json(errorBody('not_found', 'No such page'), 404);
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    if (!crypto.timingSafeEqual(digest(given), expected)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json(errorBody('unauthenticated', 'A valid metrics token is required'), 401);
    }
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  };
}
