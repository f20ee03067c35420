import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { StartWorkoutResponse, SuggestionResponse, WorkoutExercise } from '@lifeorbit/contracts';
import { workoutExercises } from '../src/db/workouts-schema';
import { call, getRuntime, type TestMember } from './harness';

/**
 * Helpers of the training-rules module's API tests (not a test file itself): catalogue exercises by slug, workouts
 * with a set, suggestions and warm-ups.
 */

export const uuid = () => crypto.randomUUID();

export async function db() {
  return (await getRuntime()).database.db;
}

export async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Catalogue exercises by slug (loadCatalogue fills it). */
export const ids: Record<string, string> = {};

/** Finds the catalogue exercises the tests use (a file's beforeAll); answers the id of the 'home-gym' plate profile. */
export async function loadCatalogue(): Promise<string> {
  const result = await (
    await db()
  ).execute(
    sql`SELECT slug, id FROM exercises WHERE slug IN ('bench-press', 'incline-bench-press', 'dumbbell-bench-press',
          'back-squat', 'lat-pulldown') AND owner_user_id IS NULL`,
  );
  for (const row of (result as unknown as { rows: { slug: string; id: string }[] }).rows) ids[row.slug] = row.id;
  expect(Object.keys(ids).sort()).toEqual(
    ['back-squat', 'bench-press', 'dumbbell-bench-press', 'incline-bench-press', 'lat-pulldown'].sort(),
  );
  const profiles = await (await db()).execute(sql`SELECT id FROM plate_profiles WHERE slug = 'home-gym'`);
  return (profiles as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

export async function startQuick(member: TestMember): Promise<string> {
  const active = await json<{ workout: { id: string } | null }>(
    await call('GET', '/api/workouts/active', { cookie: member.cookie }),
  );
  if (active.workout) await call('POST', `/api/workouts/${active.workout.id}/end`, { cookie: member.cookie });
  return (await json<StartWorkoutResponse>(await call('POST', '/api/workouts', { cookie: member.cookie, body: {} })))
    .workoutId;
}

export async function addExercise(
  member: TestMember,
  workoutId: string,
  slug: string,
  extra: Record<string, unknown> = {},
): Promise<WorkoutExercise> {
  return json<WorkoutExercise>(
    await call('POST', `/api/workouts/${workoutId}/exercises`, {
      cookie: member.cookie,
      body: { id: uuid(), exerciseId: ids[slug], ...extra },
    }),
  );
}

export async function logSet(member: TestMember, workoutExerciseId: string, body: Record<string, unknown>) {
  return call('POST', `/api/workout-exercises/${workoutExerciseId}/sets`, {
    cookie: member.cookie,
    body: { id: uuid(), weightUnit: 'kg', ...body },
  });
}

/** A finished workout with one set of the exercise: the member's history. */
export async function history(member: TestMember, slug: string, set: Record<string, unknown>): Promise<void> {
  const workoutId = await startQuick(member);
  const exercise = await addExercise(member, workoutId, slug);
  await json(await logSet(member, exercise.id, set));
  await json(await call('POST', `/api/workouts/${workoutId}/end`, { cookie: member.cookie }));
}

export const suggestionOf = async (member: TestMember, workoutExerciseId: string) =>
  json<SuggestionResponse>(
    await call('GET', `/api/workout-exercises/${workoutExerciseId}/suggestion`, { cookie: member.cookie }),
  );

export const storeWarmup = async (member: TestMember, workoutExerciseId: string, body: Record<string, unknown> = {}) =>
  call('PUT', `/api/workout-exercises/${workoutExerciseId}/warmup`, { cookie: member.cookie, body });

export const answerWarmup = async (member: TestMember, workoutExerciseId: string, feedback: unknown) =>
  call('PUT', `/api/workout-exercises/${workoutExerciseId}/warmup-feedback`, {
    cookie: member.cookie,
    body: { feedback },
  });

export async function storedWarmup(workoutExerciseId: string) {
  const [row] = await (
    await db()
  )
    .select({
      plan: workoutExercises.warmupPlan,
      feedback: workoutExercises.warmupFeedback,
      updatedAt: workoutExercises.warmupUpdatedAt,
    })
    .from(workoutExercises)
    .where(eq(workoutExercises.id, workoutExerciseId));
  return row!;
}
