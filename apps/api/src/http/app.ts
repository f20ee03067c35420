import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { authRoutes } from '../modules/auth/auth.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { languagesRoutes } from '../modules/languages/languages.routes';
import { profileRoutes } from '../modules/profile/profile.routes';
import { readinessRoutes } from '../modules/readiness/readiness.routes';
import { adminRoutes } from '../modules/admin/admin.routes';
import { adminCatalogueRoutes } from '../modules/admin-catalogue/admin-catalogue.routes';
import { adminLifeAreasRoutes } from '../modules/admin-life-areas/admin-life-areas.routes';
import { catalogueRoutes } from '../modules/catalogue/catalogue.routes';
import { templatesRoutes } from '../modules/templates/templates.routes';
import { programsRoutes } from '../modules/programs/programs.routes';
import { workoutsRoutes } from '../modules/workouts/workouts.routes';
import { coachingRoutes } from '../modules/coaching/coaching.routes';
import { lifeAreasRoutes } from '../modules/life-areas/life-areas.routes';
import { securityRoutes } from '../modules/security/security.routes';
import { errorBody } from '../core/errors';
import { handleError } from './error-handler';
import { originCheck } from './origin-check';
import { securityHeaders } from './security-headers';
import { createSpaHandler } from './spa';
import type { AppDeps, AppEnv } from '../core/deps';

/** Builds the whole HTTP app; tests call `app.request` on it, main.ts serves it. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders({ https: deps.config.publicUrl.startsWith('https://') }));
  app.onError((err, c) => handleError(err, c, deps.log.error));

  const api = new Hono<AppEnv>();
  api.onError((err, c) => handleError(err, c, deps.log.error));
  api.use(originCheck(deps.config.trustedOrigins));
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  api.route('/', healthRoutes(deps));
  api.route('/', authRoutes(deps));
  api.route('/', languagesRoutes(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', catalogueRoutes(deps));
  api.route('/', templatesRoutes(deps));
  api.route('/', programsRoutes(deps));
  api.route('/', workoutsRoutes(deps));
  api.route('/', coachingRoutes(deps));
  api.route('/', lifeAreasRoutes(deps));
  api.route('/', securityRoutes(deps));
  api.route('/', readinessRoutes(deps));
  api.route('/', adminRoutes(deps));
  api.route('/', adminCatalogueRoutes(deps));
  api.route('/', adminLifeAreasRoutes(deps));
  api.all('*', (c) => c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404));
  app.route('/api', api);

  const spa = createSpaHandler(deps.config.WEB_DIST);
  app.use('/assets/*', compress());
  app.get('*', spa);
  app.on('HEAD', '*', spa);
  return app;
}

export type App = ReturnType<typeof createApp>;
