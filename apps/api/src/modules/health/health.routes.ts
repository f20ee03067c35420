import { Hono } from 'hono';
import type { HealthResponse, ReadyResponse } from '@lifeorbit/contracts';
import { currentMigration } from '../../db/migrate';
import { checkReady } from '../../observability/readiness';
import type { AppDeps, AppEnv } from '../../core/deps';

export function healthRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/health', async (c) => {
    const body: HealthResponse = {
      status: 'ok',
      database: deps.database.kind,
      // Liveness: the process answers even while its database is away (/api/ready tells that).
      migration: (await currentMigration(deps.database).catch(() => 'unavailable')) ?? 'none',
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  // For load balancers: 503 while the database is away, migrations are pending or the process is shutting down.
  routes.get('/ready', async (c) => {
    const body: ReadyResponse = { status: await checkReady(deps.database, deps.obs.lifecycle) };
    return c.json(body, body.status === 'ready' ? 200 : 503);
  });
  return routes;
}
