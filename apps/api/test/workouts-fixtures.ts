import crypto from 'node:crypto';
import { isNull } from 'drizzle-orm';
import { exercises } from '../src/db/catalogue-schema';
import { call, getRuntime, type TestMember } from './harness';

/**
 * Workout rows of one member for the permission matrix. Workouts made here are ended at once, so the member never
 * has one in progress (one at a time) and every actor can still start one; ended workouts stay writable.
 */
async function ok<T>(response: Response): Promise<T> {
  if (response.status >= 300) throw new Error(`fixture call failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

let catalogueExerciseId: string | null = null;

export async function anyCatalogueExerciseId(): Promise<string> {
  if (!catalogueExerciseId) {
    const { database } = await getRuntime();
    const [row] = await database.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(isNull(exercises.ownerUserId))
      .limit(1);
    if (!row) throw new Error('the catalogue has no exercises');
    catalogueExerciseId = row.id;
  }
  return catalogueExerciseId;
}

export async function makeFinishedWorkout(member: TestMember): Promise<string> {
  // Another row (POST /api/workouts) may have left one running.
  await discardActiveWorkout(member);
  const { workoutId } = await ok<{ workoutId: string }>(
    await call('POST', '/api/workouts', { cookie: member.cookie, body: { id: crypto.randomUUID() } }),
  );
  await ok(await call('POST', `/api/workouts/${workoutId}/end`, { cookie: member.cookie }));
  return workoutId;
}

export async function makeWorkoutExercise(member: TestMember, workoutId?: string): Promise<string> {
  const id = workoutId ?? (await makeFinishedWorkout(member));
  const exercise = await ok<{ id: string }>(
    await call('POST', `/api/workouts/${id}/exercises`, {
      cookie: member.cookie,
      body: { id: crypto.randomUUID(), exerciseId: await anyCatalogueExerciseId() },
    }),
  );
  return exercise.id;
}

export async function makeSet(member: TestMember, workoutExerciseId?: string): Promise<string> {
  const id = workoutExerciseId ?? (await makeWorkoutExercise(member));
  const set = await ok<{ id: string }>(
    await call('POST', `/api/workout-exercises/${id}/sets`, {
      cookie: member.cookie,
      body: { id: crypto.randomUUID(), weight: 60, reps: 8 },
    }),
  );
  return set.id;
}

/** Discards the member's workout in progress, if any, so that a start answers 201. */
export async function discardActiveWorkout(member: TestMember): Promise<void> {
  const { workout } = await ok<{ workout: { id: string } | null }>(
    await call('GET', '/api/workouts/active', { cookie: member.cookie }),
  );
  if (workout) await call('DELETE', `/api/workouts/${workout.id}`, { cookie: member.cookie });
}

/** memberA's workout with one exercise and one set, in f.ids (workout, workoutExercise, workoutSet, workoutsExercise). */
export async function buildWorkoutFixtures(memberA: TestMember, ids: Record<string, string>): Promise<void> {
  ids.workout = await makeFinishedWorkout(memberA);
  ids.workoutExercise = await makeWorkoutExercise(memberA, ids.workout);
  ids.workoutSet = await makeSet(memberA, ids.workoutExercise);
  ids.workoutsExercise = await anyCatalogueExerciseId();
}

/** The status of an id route: memberA owns the row; anyone else signed in gets 404 (never 403, never the row). */
export const memberAOnly =
  (status: number) =>
  (actor: string): number =>
    actor === 'anonymous' ? 401 : actor === 'memberA' ? status : 404;
