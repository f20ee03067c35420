import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LanguageCode, WorkoutExercise } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { exercises, grips } from '../../db/catalogue-schema';
import { workoutExercises } from '../../db/workouts-schema';
import { exerciseJson, isoOrNull, toExercise, type Json } from './workout-json.sql';

/** The exercises of a workout, and the catalogue checks their writes make (a visible exercise, existing grips). */

export interface NewWorkoutExercise {
  id: string;
  workoutId: string;
  userId: string;
  exerciseId: string;
  orderIndex: number;
  targetSets?: number | null;
  targetReps?: number | null;
  targetRepsMin?: number | null;
  targetRepsMax?: number | null;
  targetWeightKg?: number | null;
  weightUnit?: 'kg' | 'lb';
  restSec?: number | null;
  gripId?: string | null;
  notes?: string | null;
  supersetGroupId?: string | null;
  supersetOrder?: number | null;
  supersetRoundsTarget?: number | null;
}

export async function insertWorkoutExercises(db: AppDb, values: NewWorkoutExercise[]): Promise<string[]> {
  if (values.length === 0) return [];
  const inserted = await db
    .insert(workoutExercises)
    .values(values)
    .onConflictDoNothing({ target: workoutExercises.id })
    .returning({ id: workoutExercises.id });
  return inserted.map((row) => row.id);
}

export async function nextOrderIndex(db: AppDb, workoutId: string): Promise<number> {
  const [row] = await queryRows<{ next: unknown }>(
    db,
    sql`SELECT COALESCE(max(order_index) + 1, 0) AS next FROM workout_exercises WHERE workout_id = ${workoutId}`,
  );
  return Number(row?.next ?? 0);
}

export interface WorkoutExerciseOwnerRow {
  id: string;
  workoutId: string;
  exerciseId: string;
  workoutEndedAt: string | null;
}

/** The member's workout exercise (and whether its workout ended). */
export async function findWorkoutExerciseOwner(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
): Promise<WorkoutExerciseOwnerRow | null> {
  const [row] = await queryRows<{ id: string; workout_id: string; exercise_id: string; ended_at: unknown }>(
    db,
    sql`SELECT we.id, we.workout_id, we.exercise_id, w.ended_at
        FROM workout_exercises we JOIN workouts w ON w.id = we.workout_id
        WHERE we.id = ${workoutExerciseId} AND we.user_id = ${userId}`,
  );
  return row
    ? { id: row.id, workoutId: row.workout_id, exerciseId: row.exercise_id, workoutEndedAt: isoOrNull(row.ended_at) }
    : null;
}

export async function findWorkoutExerciseDetail(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  lang: LanguageCode,
): Promise<WorkoutExercise | null> {
  const [row] = await queryRows<{ x: Json }>(
    db,
    sql`SELECT ${exerciseJson(lang)} AS x
        FROM workout_exercises we JOIN exercises e ON e.id = we.exercise_id
        WHERE we.id = ${workoutExerciseId} AND we.user_id = ${userId}`,
  );
  return row ? toExercise(row.x) : null;
}

export async function updateWorkoutExercise(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  changes: Partial<Omit<NewWorkoutExercise, 'id' | 'workoutId' | 'userId' | 'exerciseId' | 'orderIndex'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(workoutExercises)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(workoutExercises.id, workoutExerciseId), eq(workoutExercises.userId, userId)));
}

export async function deleteWorkoutExercise(db: AppDb, userId: string, workoutExerciseId: string): Promise<boolean> {
  const deleted = await db
    .delete(workoutExercises)
    .where(and(eq(workoutExercises.id, workoutExerciseId), eq(workoutExercises.userId, userId)))
    .returning({ id: workoutExercises.id });
  return deleted.length > 0;
}

export async function listWorkoutExerciseIds(db: AppDb, workoutId: string): Promise<string[]> {
  const found = await db
    .select({ id: workoutExercises.id })
    .from(workoutExercises)
    .where(eq(workoutExercises.workoutId, workoutId))
    .orderBy(workoutExercises.orderIndex);
  return found.map((row) => row.id);
}

/** Numbers the workout's exercises 0..n-1 in the given order (the unique order is checked at commit). */
export async function writeExerciseOrder(db: AppDb, workoutId: string, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const ids = sql.join(
    orderedIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE workout_exercises we SET order_index = o.ordinality - 1, updated_at = now()
    FROM unnest(ARRAY[${ids}]) WITH ORDINALITY AS o(id, ordinality)
    WHERE we.id = o.id AND we.workout_id = ${workoutId} AND we.order_index <> o.ordinality - 1`);
}

/** A catalogue exercise, or the member's own; another member's custom exercise does not exist for them. */
export async function isExerciseVisible(db: AppDb, userId: string, exerciseId: string): Promise<boolean> {
  const found = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(
      and(
        eq(exercises.id, exerciseId),
        sql`(${exercises.ownerUserId} IS NULL OR ${exercises.ownerUserId} = ${userId})`,
      ),
    )
    .limit(1);
  return found.length > 0;
}

export async function countGrips(db: AppDb, gripIds: string[]): Promise<number> {
  if (gripIds.length === 0) return 0;
  const found = await db.select({ id: grips.id }).from(grips).where(inArray(grips.id, gripIds));
  return found.length;
}

/** The superset letters in use in a workout, for picking the next free one. */

export async function workoutExerciseIdExists(db: AppDb, workoutExerciseId: string): Promise<boolean> {
  const found = await db
    .select({ id: workoutExercises.id })
    .from(workoutExercises)
    .where(eq(workoutExercises.id, workoutExerciseId))
    .limit(1);
  return found.length > 0;
}
