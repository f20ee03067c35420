import { Hono } from 'hono';
import type { HealthResponse } from '@lifeorbit/contracts';
import { currentMigration } from '../../db/migrate';
import type { AppDeps, AppEnv } from '../../core/deps';

export function healthRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/health', async (c) => {
    const body: HealthResponse = {
      status: 'ok',
      database: deps.database.kind,
      migration: (await currentMigration(deps.database)) ?? 'none',
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  return routes;
}
