import { Hono } from 'hono';
import {
  AnalyticsQuery,
  BodyMeasurementDayParams,
  BodyMeasurementsQuery,
  ExerciseProgressQuery,
  ProgressExerciseParams,
  ProgressLangQuery,
  SaveBodyMeasurementRequest,
} from '@lifeorbit/contracts';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import { getAchievements } from './achievements.service';
import { getAnalytics } from './analytics.service';
import * as progress from './progress.service';

/**
 * Progress, analytics, body measurements and achievements (issue 17). Every route needs a session and reads only the
 * member's own rows: there is no way to name another member here.
 */
export function progressRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const routes = new Hono<AppEnv>();
  const auth = requireUser(deps);

  routes.get('/progress/exercises', auth, async (c) => {
    const { lang } = parseQuery(c, ProgressLangQuery);
    return c.json(await progress.getTrainedExercises(db, c.var.user.id, lang ?? 'en'));
  });

  routes.get('/progress/exercises/:id', auth, async (c) => {
    const { id } = parseParams(c, ProgressExerciseParams);
    const { range, lang } = parseQuery(c, ExerciseProgressQuery);
    return c.json(await progress.getExerciseProgress(db, c.var.user.id, id, range, lang ?? 'en'));
  });

  routes.get('/progress/records', auth, async (c) => {
    const { lang } = parseQuery(c, ProgressLangQuery);
    return c.json(await progress.getRecords(db, c.var.user.id, lang ?? 'en'));
  });

  routes.get('/body-measurements', auth, async (c) => {
    const { range } = parseQuery(c, BodyMeasurementsQuery);
    return c.json(await progress.getBodyMeasurements(db, c.var.user.id, range));
  });

  routes.put('/body-measurements', auth, async (c) => {
    const body = await parseJsonBody(c, SaveBodyMeasurementRequest);
    const saved = await progress.saveBodyMeasurement(db, c.var.user.id, body);
    await deps.events.publish(c.var.user.id, 'body_measurement.saved', saved);
    return c.json(saved);
  });

  routes.delete('/body-measurements/:day', auth, async (c) => {
    const { day } = parseParams(c, BodyMeasurementDayParams);
    await progress.removeBodyMeasurement(db, c.var.user.id, day);
    return c.body(null, 204);
  });

  routes.get('/analytics', auth, async (c) => {
    const { weeks, lang } = parseQuery(c, AnalyticsQuery);
    return c.json(await getAnalytics(db, c.var.user.id, weeks, lang ?? 'en'));
  });

  routes.get('/achievements', auth, async (c) => c.json(await getAchievements(db, c.var.user.id)));

  return routes;
}
