import { Hono, type Context } from 'hono';
import {
  AddWorkoutExerciseRequest,
  EndWorkoutRequest,
  ExerciseHistoryQuery,
  LogSetRequest,
  ReorderWorkoutExercisesRequest,
  StartWorkoutRequest,
  UpdateSetRequest,
  UpdateWorkoutExerciseRequest,
  UpdateWorkoutRequest,
  WorkoutHistoryQuery,
  WorkoutIdParams,
  WorkoutLangQuery,
  type LanguageCode,
} from '@lifeorbit/contracts';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseOptionalJsonBody, parseParams, parseQuery } from '../../core/validation';
import { getSuggestion } from '../training-rules';
import * as history from './history.service';
import * as sessions from './sessions.service';
import { notFound } from './service-helpers';
import * as sets from './sets.service';
import * as exercises from './workout-exercises.service';

const langOf = (c: Context): LanguageCode => parseQuery(c, WorkoutLangQuery).lang ?? 'en';
const idOf = (c: Context): string => parseParams(c, WorkoutIdParams).id;

/**
 * Workouts (spec §2 start or continue, §4 lifecycle, §7 calls): sessions, their exercises and sets, and history.
 * Every route needs a session and reads or writes only the member's own rows: another member's id is a 404, never
 * their data.
 *
 * A finished workout stays writable here (history correction, and late replays of writes queued offline); the web
 * shows it read-only.
 */
export function workoutsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const routes = new Hono<AppEnv>();
  const auth = requireUser(deps);

  // Registered before /workouts/:id so that "active" is not read as an id.
  routes.get('/workouts/active', auth, async (c) => c.json(await sessions.getActiveWorkout(db, c.var.user.id)));

  routes.get('/workouts', auth, async (c) => {
    const query = parseQuery(c, WorkoutHistoryQuery);
    return c.json(await history.listFinishedWorkouts(db, c.var.user.id, query));
  });

  routes.post('/workouts', auth, async (c) => {
    const body = await parseJsonBody(c, StartWorkoutRequest);
    const { created, body: result } = await sessions.startWorkout(db, c.var.user.id, body);
    return c.json(result, created ? 201 : 200);
  });

  routes.get('/workouts/:id/coaching', auth, async (c) => {
    const id = idOf(c);
    const userId = c.var.user.id;
    const coaching = await history.getWorkoutCoaching(db, userId, id, (workoutExerciseId) =>
      getSuggestion(db, userId, workoutExerciseId, deps.log),
    );
    if (!coaching) throw notFound('Workout not found');
    return c.json(coaching);
  });

  routes.get('/workouts/:id', auth, async (c) => {
    const id = idOf(c);
    // The database writes the contract's JSON: sent as it is, not parsed and serialised again (issue 15).
    const body = await sessions.getWorkoutDetailJson(db, c.var.user.id, id, langOf(c));
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });

  routes.patch('/workouts/:id', auth, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, UpdateWorkoutRequest);
    return c.json(await sessions.updateWorkout(db, c.var.user.id, id, body));
  });

  routes.post('/workouts/:id/end', auth, async (c) => {
    const id = idOf(c);
    const { endedAt } = await parseOptionalJsonBody(c, EndWorkoutRequest);
    const userId = c.var.user.id;
    // Told to the member's webhooks once, when this call ended it (issue 41); ending it again tells nothing.
    const ended = await sessions.endWorkout(db, userId, id, endedAt, (result) =>
      deps.events.publish(userId, 'workout.finished', result),
    );
    return c.json(ended);
  });

  routes.delete('/workouts/:id', auth, async (c) => {
    await sessions.discardWorkout(db, c.var.user.id, idOf(c));
    return c.body(null, 204);
  });

  routes.post('/workouts/:id/exercises', auth, async (c) => {
    const id = idOf(c);
    const lang = langOf(c);
    const body = await parseJsonBody(c, AddWorkoutExerciseRequest);
    const { created, body: result } = await exercises.addWorkoutExercise(db, c.var.user.id, id, body, lang);
    return c.json(result, created ? 201 : 200);
  });

  routes.post('/workouts/:id/exercises/reorder', auth, async (c) => {
    const id = idOf(c);
    const lang = langOf(c);
    const body = await parseJsonBody(c, ReorderWorkoutExercisesRequest);
    return c.json(await exercises.reorderWorkoutExercises(db, c.var.user.id, id, body, lang));
  });

  routes.patch('/workout-exercises/:id', auth, async (c) => {
    const id = idOf(c);
    const lang = langOf(c);
    const body = await parseJsonBody(c, UpdateWorkoutExerciseRequest);
    return c.json(await exercises.updateWorkoutExercise(db, c.var.user.id, id, body, lang));
  });

  routes.delete('/workout-exercises/:id', auth, async (c) => {
    await exercises.removeWorkoutExercise(db, c.var.user.id, idOf(c));
    return c.body(null, 204);
  });

  routes.post('/workout-exercises/:id/sets', auth, async (c) => {
    const id = idOf(c);
    const lang = langOf(c);
    const body = await parseJsonBody(c, LogSetRequest);
    const userId = c.var.user.id;
    const { created, body: result } = await sets.logSet(db, userId, id, body, lang, deps.log);
    // A new set, not a replay of one already stored, is told to the member's webhooks (issue 41).
    if (created) {
      await deps.events.publish(userId, 'set.logged', result);
      if (result.personalRecords.length > 0) {
        await deps.events.publish(userId, 'record.achieved', {
          setId: result.id,
          workoutExerciseId: result.workoutExerciseId,
          records: result.personalRecords,
        });
      }
    }
    return c.json(result, created ? 201 : 200);
  });

  routes.patch('/sets/:id', auth, async (c) => {
    const id = idOf(c);
    const lang = langOf(c);
    const body = await parseJsonBody(c, UpdateSetRequest);
    return c.json(await sets.updateSet(db, c.var.user.id, id, body, lang));
  });

  routes.delete('/sets/:id', auth, async (c) => {
    await sets.removeSet(db, c.var.user.id, idOf(c));
    return c.body(null, 204);
  });

  routes.get('/exercises/:id/last-set', auth, async (c) => {
    const id = idOf(c);
    return c.json(await history.getLastSet(db, c.var.user.id, id));
  });

  routes.get('/exercises/:id/history', auth, async (c) => {
    const id = idOf(c);
    const query = parseQuery(c, ExerciseHistoryQuery);
    return c.json(await history.getExerciseHistory(db, c.var.user.id, id, query));
  });

  return routes;
}
