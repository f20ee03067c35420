import { Hono } from 'hono';
import { InsightsQuery } from '@lifeorbit/contracts';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseQuery } from '../../core/validation';
import { getInsights } from './insights.service';

export function insightsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  routes.use('/insights', requireUser(deps));
  routes.get('/insights', async (c) => c.json(await getInsights(db, c.var.user.id, parseQuery(c, InsightsQuery))));
  return routes;
}
