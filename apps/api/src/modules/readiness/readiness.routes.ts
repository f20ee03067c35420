import { Hono } from 'hono';
import { ReadinessHistoryQuery, SaveReadinessRequest } from '@lifeorbit/contracts';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseQuery } from '../../core/validation';
import { getLatestReadiness, getReadinessHistory, saveReadiness } from './readiness.service';

export function readinessRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  routes.use('/readiness', requireUser(deps));
  routes.use('/readiness/*', requireUser(deps));

  routes.put('/readiness', async (c) => {
    const input = await parseJsonBody(c, SaveReadinessRequest);
    return c.json(await saveReadiness(db, c.var.user.id, input));
  });
  routes.get('/readiness/latest', async (c) => c.json(await getLatestReadiness(db, c.var.user.id)));
  routes.get('/readiness', async (c) => {
    const query = parseQuery(c, ReadinessHistoryQuery);
    // Without `until` the server's today stands in; clients send their own calendar day.
    const until = query.until ?? new Date().toISOString().slice(0, 10);
    return c.json(await getReadinessHistory(db, c.var.user.id, query.days, until));
  });
  return routes;
}
