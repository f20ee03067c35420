import { Hono } from 'hono';
import { CreateExerciseRequest, ExerciseListQuery, UpdateExerciseRequest } from '@lifeorbit/contracts';
import { IdParams, LanguageQuery } from '@lifeorbit/contracts/catalogue';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import {
  createExercise,
  getCatalogueFilters,
  getExercise,
  listExercises,
  removeExercise,
  updateExercise,
} from './catalogue.service';

/** The exercise catalogue plus members' own exercises (spec §3; issue #4). */
export function catalogueRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);

  routes.get('/exercises', signedIn, async (c) => {
    const query = parseQuery(c, ExerciseListQuery);
    return c.json(await listExercises(db, c.var.user.id, query));
  });

  routes.post('/exercises', signedIn, async (c) => {
    const { lang } = parseQuery(c, LanguageQuery);
    const body = await parseJsonBody(c, CreateExerciseRequest);
    const { exercise, created } = await createExercise(db, c.var.user.id, body, lang);
    return c.json(exercise, created ? 201 : 200);
  });

  routes.get('/exercises/:id', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    const { lang } = parseQuery(c, LanguageQuery);
    return c.json(await getExercise(db, c.var.user.id, id, lang));
  });

  routes.patch('/exercises/:id', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    const { lang } = parseQuery(c, LanguageQuery);
    const body = await parseJsonBody(c, UpdateExerciseRequest);
    return c.json(await updateExercise(db, c.var.user.id, id, body, lang));
  });

  routes.delete('/exercises/:id', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    await removeExercise(db, c.var.user.id, id);
    return c.body(null, 204);
  });

  routes.get('/catalogue/filters', signedIn, async (c) => {
    const { lang } = parseQuery(c, LanguageQuery);
    return c.json(await getCatalogueFilters(db, lang));
  });

  return routes;
}
