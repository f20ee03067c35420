import { Hono, type Context } from 'hono';
import {
  StoreWarmupRequest,
  UpdateCoachingSettingsRequest,
  WarmupFeedbackRequest,
  WorkoutExerciseIdParams,
} from '@lifeorbit/contracts';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams } from '../../core/validation';
import * as rules from './training-rules.service';

const idOf = (c: Context): string => parseParams(c, WorkoutExerciseIdParams).id;

/**
 * The training rules inside the workout (issue 6): the next-set suggestion, the warm-up plan and the answer to it, and the
 * member's coaching settings. Every route needs a session; another member's workout exercise is a 404.
 */
export function trainingRulesRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const routes = new Hono<AppEnv>();
  const auth = requireUser(deps);

  routes.get('/workout-exercises/:id/suggestion', auth, async (c) => {
    const id = idOf(c);
    return c.json(await rules.getSuggestion(db, c.var.user.id, id, deps.log));
  });

  routes.put('/workout-exercises/:id/warmup', auth, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, StoreWarmupRequest);
    return c.json(await rules.storeWarmup(db, c.var.user.id, id, body, deps.log));
  });

  routes.put('/workout-exercises/:id/warmup-feedback', auth, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, WarmupFeedbackRequest);
    return c.json(await rules.saveWarmupFeedback(db, c.var.user.id, id, body, deps.log));
  });

  routes.get('/coaching/settings', auth, async (c) => c.json(await rules.getCoachingSettings(db, c.var.user.id)));

  routes.put('/coaching/settings', auth, async (c) => {
    const body = await parseJsonBody(c, UpdateCoachingSettingsRequest);
    return c.json(await rules.updateCoachingSettings(db, c.var.user.id, body));
  });

  return routes;
}
