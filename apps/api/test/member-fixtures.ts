import crypto from 'node:crypto';
import { isNull } from 'drizzle-orm';
import { exercises } from '../src/db/catalogue-schema';
import { call, getRuntime, type TestMember } from './harness';
import type { Fixtures } from './permission-matrix-kit';

/**
 * A member's rows made through the API for the permission matrix: exercises, templates, programs and workouts. Several
 * areas' rows use the same ones (a template for templates and programs, a workout exercise for workouts and the
 * training rules), so each is made once, by whichever area's builder asks first (`fixtureId`).
 */
async function ok<T>(response: Response, what: string, status?: number): Promise<T> {
  const failed = status ? response.status !== status : response.status >= 300;
  if (failed) throw new Error(`${what} fixture: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** f.ids[key], made by `make` the first time it is asked for. */
export async function fixtureId(f: Fixtures, key: string, make: () => Promise<string>): Promise<string> {
  f.ids[key] ??= await make();
  return f.ids[key]!;
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

// ---- Catalogue, templates, programs ----

export async function newCustomExercise(member: TestMember): Promise<string> {
  const id = crypto.randomUUID();
  const body = { id, names: { en: 'Matrix move' }, loadType: 'cable' };
  await ok(await call('POST', '/api/exercises', { cookie: member.cookie, body }), 'custom exercise', 201);
  return id;
}

export async function newTemplate(member: TestMember, exerciseId?: string): Promise<string> {
  const id = crypto.randomUUID();
  const exercises = exerciseId ? [{ exerciseId, targetSets: 3, targetReps: 8 }] : [];
  const body = { id, name: 'Matrix day', exercises };
  await ok(await call('POST', '/api/templates', { cookie: member.cookie, body }), 'template', 201);
  return id;
}

export async function newProgram(member: TestMember, templateId: string): Promise<string> {
  const id = crypto.randomUUID();
  const body = { id, name: 'Matrix program', templateIds: [templateId] };
  await ok(await call('POST', '/api/programs', { cookie: member.cookie, body }), 'program', 201);
  return id;
}

/**
 * The first exercise of the catalogue list as memberA sees it that is logged in weight and reps (f.ids.catalogueExercise;
 * issue 39: a plank refuses them).
 */
export const catalogueExerciseOf = (f: Fixtures) =>
  fixtureId(f, 'catalogueExercise', async () => {
    const page = await ok<{ items: { id: string; effortMode: string }[] }>(
      await call('GET', '/api/exercises?limit=20', { cookie: f.members.memberA.cookie }),
      'exercise list',
    );
    return page.items.find((exercise) => exercise.effortMode === 'reps')!.id;
  });

/** memberA's custom exercise (f.ids.customExercise). */
export const customExerciseOf = (f: Fixtures) =>
  fixtureId(f, 'customExercise', () => newCustomExercise(f.members.memberA));

/** memberA's template using the custom exercise (f.ids.template). */
export const templateOf = (f: Fixtures) =>
  fixtureId(f, 'template', async () => newTemplate(f.members.memberA, await customExerciseOf(f)));

/** Each signed-in actor's own template, so that creating a program is allowed for every member. */
export async function ensureOwnTemplate(f: Fixtures, actor: string): Promise<void> {
  const member = f.members[actor as keyof Fixtures['members']];
  if (member) await fixtureId(f, `template:${actor}`, () => newTemplate(member));
}

// ---- Workouts ----

/** Discards the member's workout in progress, if any, so that a start answers 201. */
export async function discardActiveWorkout(member: TestMember): Promise<void> {
  const { workout } = await ok<{ workout: { id: string } | null }>(
    await call('GET', '/api/workouts/active', { cookie: member.cookie }),
    'active workout',
  );
  if (workout) await call('DELETE', `/api/workouts/${workout.id}`, { cookie: member.cookie });
}

/**
 * A workout ended at once, so the member never has one in progress (one at a time) and every actor can still start
 * one; ended workouts stay writable.
 */
export async function makeFinishedWorkout(member: TestMember): Promise<string> {
  // Another row (POST /api/workouts) may have left one running.
  await discardActiveWorkout(member);
  const body = { id: crypto.randomUUID() };
  const { workoutId } = await ok<{ workoutId: string }>(
    await call('POST', '/api/workouts', { cookie: member.cookie, body }),
    'workout',
  );
  await ok(await call('POST', `/api/workouts/${workoutId}/end`, { cookie: member.cookie }), 'end workout');
  return workoutId;
}

export async function makeWorkoutExercise(member: TestMember, workoutId?: string): Promise<string> {
  const id = workoutId ?? (await makeFinishedWorkout(member));
  const body = { id: crypto.randomUUID(), exerciseId: await anyCatalogueExerciseId() };
  const exercise = await ok<{ id: string }>(
    await call('POST', `/api/workouts/${id}/exercises`, { cookie: member.cookie, body }),
    'workout exercise',
  );
  return exercise.id;
}

export async function makeSet(member: TestMember, workoutExerciseId?: string): Promise<string> {
  const id = workoutExerciseId ?? (await makeWorkoutExercise(member));
  const body = { id: crypto.randomUUID(), weight: 60, reps: 8 };
  const set = await ok<{ id: string }>(
    await call('POST', `/api/workout-exercises/${id}/sets`, { cookie: member.cookie, body }),
    'set',
  );
  return set.id;
}

/** memberA's finished workout with one exercise and one set (f.ids.workout, workoutExercise, workoutSet). */
export async function buildWorkoutFixtures(f: Fixtures): Promise<void> {
  const memberA = f.members.memberA;
  const workout = await fixtureId(f, 'workout', () => makeFinishedWorkout(memberA));
  const workoutExercise = await fixtureId(f, 'workoutExercise', () => makeWorkoutExercise(memberA, workout));
  await fixtureId(f, 'workoutSet', () => makeSet(memberA, workoutExercise));
  await fixtureId(f, 'workoutsExercise', anyCatalogueExerciseId);
}
