import { Hono } from 'hono';
import {
  CreateTemplateRequest,
  DuplicateTemplateRequest,
  ExercisePreferencesQuery,
  SaveExercisePreferenceRequest,
  UpdateTemplateRequest,
} from '@lifeorbit/contracts';
import { IdParams, LanguageQuery } from '@lifeorbit/contracts/catalogue';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import { getPreferences, savePreference } from './exercise-preferences.service';
import {
  createTemplate,
  duplicateTemplate,
  getTemplate,
  listTemplates,
  removeTemplate,
  updateTemplate,
} from './templates.service';

/** Workout templates and the member's exercise preferences (spec §3, §9; issue #4). */
export function templatesRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);

  routes.get('/templates', signedIn, async (c) => {
    const { lang } = parseQuery(c, LanguageQuery);
    return c.json(await listTemplates(db, c.var.user.id, lang));
  });

  routes.post('/templates', signedIn, async (c) => {
    const { lang } = parseQuery(c, LanguageQuery);
    const body = await parseJsonBody(c, CreateTemplateRequest);
    const { template, created } = await createTemplate(db, c.var.user.id, body, lang);
    return c.json(template, created ? 201 : 200);
  });

  routes.get('/templates/:id', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    const { lang } = parseQuery(c, LanguageQuery);
    return c.json(await getTemplate(db, c.var.user.id, id, lang));
  });

  routes.put('/templates/:id', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    const { lang } = parseQuery(c, LanguageQuery);
    const body = await parseJsonBody(c, UpdateTemplateRequest);
    return c.json(await updateTemplate(db, c.var.user.id, id, body, lang));
  });

  routes.post('/templates/:id/duplicate', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    const { lang } = parseQuery(c, LanguageQuery);
    const body = await parseJsonBody(c, DuplicateTemplateRequest);
    const { template, created } = await duplicateTemplate(db, c.var.user.id, id, body, lang);
    return c.json(template, created ? 201 : 200);
  });

  routes.delete('/templates/:id', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    await removeTemplate(db, c.var.user.id, id);
    return c.body(null, 204);
  });

  routes.get('/exercise-preferences', signedIn, async (c) => {
    const query = parseQuery(c, ExercisePreferencesQuery);
    return c.json(await getPreferences(db, c.var.user.id, query));
  });

  routes.put('/exercise-preferences', signedIn, async (c) => {
    const body = await parseJsonBody(c, SaveExercisePreferenceRequest);
    return c.json(await savePreference(db, c.var.user.id, body));
  });

  return routes;
}
