import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { EndWorkoutResponse, WorkoutExercise } from '@lifeorbit/contracts';
import { queryRows } from '../src/core/db';
import type { TestMember } from './harness';
import { addExercise, db, end, logSet, startQuick } from './workouts-support';

/**
 * Time and distance sets logged through the API (issue 39), for the tests of what reads them: progress, analytics,
 * achievements, the feed and the coach. The catalogue's Plank is logged in time, its Rowing Machine in distance (and
 * time), its Farmer's Walk in weight and distance.
 */

const ids = new Map<string, string>();

/** The id of a catalogue exercise by its slug. */
export async function catalogueExerciseId(slug: string): Promise<string> {
  if (!ids.has(slug)) {
    const [row] = await queryRows<{ id: string }>(
      await db(),
      sql`SELECT id::text AS id FROM exercises WHERE slug = ${slug} AND owner_user_id IS NULL`,
    );
    expect(row, slug).toBeDefined();
    ids.set(slug, row!.id);
  }
  return ids.get(slug)!;
}

export interface EffortSet {
  durationSec?: number | null;
  distanceM?: number | null;
  weight?: number | null;
  reps?: number | null;
  setKind?: 'normal' | 'warmup' | 'dropset' | 'failure';
}

/** Logs the sets on a new workout exercise of `slug` in the workout; each log must be stored (201). */
export async function logEffortSets(
  member: TestMember,
  workoutId: string,
  slug: string,
  sets: EffortSet[],
): Promise<WorkoutExercise> {
  const exercise = await addExercise(member, workoutId, { exerciseId: await catalogueExerciseId(slug) });
  for (const set of sets) {
    const response = await logSet(member, exercise.id, { weight: null, reps: null, ...set });
    expect(response.status, await response.clone().text()).toBe(201);
  }
  return exercise;
}

/** A finished workout of one time or distance exercise with the given sets. */
export async function trainEffort(
  member: TestMember,
  slug: string,
  sets: EffortSet[],
): Promise<{ workoutId: string; exercise: WorkoutExercise; ended: EndWorkoutResponse }> {
  const workoutId = await startQuick(member);
  const exercise = await logEffortSets(member, workoutId, slug, sets);
  return { workoutId, exercise, ended: await end(member, workoutId) };
}
