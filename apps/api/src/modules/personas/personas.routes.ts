import { Hono } from 'hono';
import { PersonaDashboardQuery, PersonaIdParam, PersonaMembersQuery, SeedPersonaRequest } from '@lifeorbit/contracts';
import { requireSuperadmin, requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import { getPersonaDashboard, listPersonas, seedPersona } from './personas.service';

/** /api/personas (issue 24): superadmins seed persona members and read their dashboards. */
export function personasRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  routes.use('/personas', requireUser(deps), requireSuperadmin(deps));
  routes.use('/personas/*', requireUser(deps), requireSuperadmin(deps));

  routes.get('/personas', async (c) => {
    const { page, pageSize } = parseQuery(c, PersonaMembersQuery);
    return c.json(await listPersonas(db, page, pageSize));
  });
  routes.post('/personas', async (c) => {
    const input = await parseJsonBody(c, SeedPersonaRequest);
    return c.json(await seedPersona(db, c.var.user.id, input), 201);
  });
  routes.get('/personas/:id/dashboard', async (c) => {
    const { id } = parseParams(c, PersonaIdParam);
    const { lang } = parseQuery(c, PersonaDashboardQuery);
    return c.json(await getPersonaDashboard(db, id, lang));
  });
  return routes;
}
