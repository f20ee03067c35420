import { Hono } from 'hono';
import { CreateProgramRequest, UpdateProgramRequest } from '@lifeorbit/contracts';
import { IdParams } from '@lifeorbit/contracts/catalogue';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams } from '../../core/validation';
import {
  activateProgram,
  advanceProgram,
  createProgram,
  getProgram,
  listPrograms,
  removeProgram,
  updateProgram,
} from './programs.service';

/** Training programs: an ordered rotation of templates and the member's place in it (spec §3; issue #4). */
export function programsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);

  routes.get('/programs', signedIn, async (c) => c.json(await listPrograms(db, c.var.user.id)));

  routes.post('/programs', signedIn, async (c) => {
    const body = await parseJsonBody(c, CreateProgramRequest);
    const { program, created } = await createProgram(db, c.var.user.id, body);
    return c.json(program, created ? 201 : 200);
  });

  routes.get('/programs/:id', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    return c.json(await getProgram(db, c.var.user.id, id));
  });

  routes.put('/programs/:id', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    const body = await parseJsonBody(c, UpdateProgramRequest);
    return c.json(await updateProgram(db, c.var.user.id, id, body));
  });

  routes.post('/programs/:id/activate', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    return c.json(await activateProgram(db, c.var.user.id, id));
  });

  routes.post('/programs/:id/advance', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    return c.json(await advanceProgram(db, c.var.user.id, id));
  });

  routes.delete('/programs/:id', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    await removeProgram(db, c.var.user.id, id);
    return c.body(null, 204);
  });

  return routes;
}
