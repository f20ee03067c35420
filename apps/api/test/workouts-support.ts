import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { EndWorkoutResponse, StartWorkoutResponse, WorkoutDetail, WorkoutExercise } from '@lifeorbit/contracts';
import { queryRows } from '../src/core/db';
import { workoutSets } from '../src/db/workouts-schema';
import { call, getRuntime, type TestMember } from './harness';

/** Helpers of the workouts module's API tests (sessions, workout exercises, sets, history). */

export const uuid = () => crypto.randomUUID();

export async function db() {
  return (await getRuntime()).database.db;
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export interface PickedCatalogue {
  /** Catalogue exercises with their English and Spanish names (which differ). */
  catalogue: { id: string; en: string; es: string }[];
  gripIds: string[];
}

let picked: PickedCatalogue | null = null;

/** Four catalogue exercises logged in weight and reps, and two grips, picked once for the whole suite. */
export async function pickCatalogue(): Promise<PickedCatalogue> {
  if (!picked) {
    const catalogue = await queryRows<{ id: string; en: string; es: string }>(
      await db(),
      sql`SELECT e.id, en.name AS en, es.name AS es FROM exercises e
          JOIN exercises_translations en ON en.exercise_id = e.id AND en.language_code = 'en'
          JOIN exercises_translations es ON es.exercise_id = e.id AND es.language_code = 'es'
          WHERE e.owner_user_id IS NULL AND e.effort_mode = 'reps' AND en.name <> es.name ORDER BY e.slug LIMIT 4`,
    );
    const grips = await queryRows<{ id: string }>(await db(), sql`SELECT id FROM grips ORDER BY slug LIMIT 2`);
    picked = { catalogue, gripIds: grips.map((g) => g.id) };
  }
  expect(picked.catalogue).toHaveLength(4);
  expect(picked.gripIds).toHaveLength(2);
  return picked;
}

export async function start(member: TestMember, body: Record<string, unknown> = {}) {
  return call('POST', '/api/workouts', { cookie: member.cookie, body });
}

export async function startQuick(member: TestMember): Promise<string> {
  const response = await start(member, { id: uuid() });
  expect(response.status).toBe(201);
  return (await json<StartWorkoutResponse>(response)).workoutId;
}

/** Adds an exercise (the first picked catalogue exercise unless the body names another). */
export async function addExercise(
  member: TestMember,
  workoutId: string,
  body: Record<string, unknown> = {},
): Promise<WorkoutExercise> {
  const { catalogue } = await pickCatalogue();
  const response = await call('POST', `/api/workouts/${workoutId}/exercises`, {
    cookie: member.cookie,
    body: { id: uuid(), exerciseId: catalogue[0]!.id, ...body },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<WorkoutExercise>(response);
}

export async function logSet(member: TestMember, workoutExerciseId: string, body: Record<string, unknown> = {}) {
  return call('POST', `/api/workout-exercises/${workoutExerciseId}/sets`, {
    cookie: member.cookie,
    body: { id: uuid(), weight: 60, reps: 8, weightUnit: 'kg', ...body },
  });
}

export async function detail(member: TestMember, workoutId: string, lang = 'en'): Promise<WorkoutDetail> {
  const response = await call('GET', `/api/workouts/${workoutId}?lang=${lang}`, { cookie: member.cookie });
  expect(response.status).toBe(200);
  return json<WorkoutDetail>(response);
}

export async function end(member: TestMember, workoutId: string): Promise<EndWorkoutResponse> {
  const response = await call('POST', `/api/workouts/${workoutId}/end`, { cookie: member.cookie });
  expect(response.status).toBe(200);
  return json<EndWorkoutResponse>(response);
}

export async function storedSetCount(workoutExerciseId: string): Promise<number> {
  const found = await (
    await db()
  )
    .select({ id: workoutSets.id })
    .from(workoutSets)
    .where(eq(workoutSets.workoutExerciseId, workoutExerciseId));
  return found.length;
}
