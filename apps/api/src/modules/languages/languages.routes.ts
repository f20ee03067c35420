import { Hono } from 'hono';
import type { LanguagesResponse } from '@lifeorbit/contracts';
import type { AppDeps, AppEnv } from '../../core/deps';
import { listActiveLanguages } from './languages.repository';

export function languagesRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/languages', async (c) => {
    const body: LanguagesResponse = { languages: await listActiveLanguages(deps.database.db) };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  });
  return routes;
}
