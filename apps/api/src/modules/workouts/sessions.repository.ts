import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LanguageCode, Workout, WorkoutDetail, WorkoutSummary } from '@lifeorbit/contracts';
import { preparedStatement, queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { workouts } from '../../db/workouts-schema';
import {
  WORKOUT_COLUMNS,
  isoOrNull,
  numOrNull,
  summaryColumns,
  toSummary,
  toWorkout,
  workoutDetailJson,
  type Json,
} from './workout-json.sql';

/** Workout sessions: the rows of the workouts table, and what a start reads from a template or a program. */

export interface WorkoutOwnerRow {
  id: string;
  endedAt: string | null;
}

export async function findActiveWorkout(
  db: AppDb,
  userId: string,
): Promise<{ id: string; title: string; startedAt: string } | null> {
  const found = await db
    .select({ id: workouts.id, title: workouts.title, startedAt: workouts.startedAt })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), isNull(workouts.endedAt)))
    .orderBy(sql`${workouts.startedAt} DESC`)
    .limit(1);
  const row = found[0];
  return row ? { id: row.id, title: row.title, startedAt: row.startedAt.toISOString() } : null;
}

export async function findWorkout(db: AppDb, userId: string, workoutId: string): Promise<Workout | null> {
  const [row] = await queryRows<{ w: Json }>(
    db,
    sql`SELECT ${WORKOUT_COLUMNS} AS w FROM workouts w WHERE w.id = ${workoutId} AND w.user_id = ${userId}`,
  );
  return row ? toWorkout(row.w) : null;
}

/** Locks the member's workout row for the rest of the transaction, so concurrent writes to it queue up. */
export async function lockWorkout(db: AppDb, userId: string, workoutId: string): Promise<WorkoutOwnerRow | null> {
  const [row] = await queryRows<{ id: string; ended_at: unknown }>(
    db,
    sql`SELECT id, ended_at FROM workouts WHERE id = ${workoutId} AND user_id = ${userId} FOR UPDATE`,
  );
  return row ? { id: row.id, endedAt: isoOrNull(row.ended_at) } : null;
}

const workoutDetailStatement = preparedStatement<{ body: string }, { workoutId: string; userId: string }>(
  (lang) =>
    sql`SELECT ${workoutDetailJson(lang as LanguageCode)} AS body
        FROM workouts w
        LEFT JOIN workout_templates t ON t.id = w.template_id AND t.user_id = w.user_id
        LEFT JOIN training_programs p ON p.id = w.program_id AND p.user_id = w.user_id
        WHERE w.id = ${sql.placeholder('workoutId')} AND w.user_id = ${sql.placeholder('userId')}`,
);

/**
 * The whole workout with its exercises (names in `lang`) and their sets by set_index, in one query, as the JSON text
 * of a `WorkoutDetail` (what GET /workouts/:id sends as it is).
 */
export async function findWorkoutDetailJson(
  db: AppDb,
  userId: string,
  workoutId: string,
  lang: LanguageCode,
): Promise<string | null> {
  const [row] = await workoutDetailStatement(db, lang, { workoutId, userId });
  return row ? row.body : null;
}

/** The same, read into the contract's type. */
export async function findWorkoutDetail(
  db: AppDb,
  userId: string,
  workoutId: string,
  lang: LanguageCode,
): Promise<WorkoutDetail | null> {
  const body = await findWorkoutDetailJson(db, userId, workoutId, lang);
  return body === null ? null : (JSON.parse(body) as WorkoutDetail);
}

export interface NewWorkout {
  id: string;
  userId: string;
  title: string;
  templateId: string | null;
  programId: string | null;
  programPosition: number | null;
  programTemplateId: string | null;
}

/** Inserts the workout unless its id exists; answers whether it did. */
export async function insertWorkout(db: AppDb, workout: NewWorkout): Promise<boolean> {
  const inserted = await db
    .insert(workouts)
    .values({
      ...workout,
      startedAt: sql`date_trunc('milliseconds', now())`,
      // A workout starts at the member's home gym (issue 20); the workout page can change it.
      gymId: sql`(SELECT m.gym_id FROM gym_members m WHERE m.user_id = ${workout.userId} AND m.is_home)`,
    })
    .onConflictDoNothing({ target: workouts.id })
    .returning({ id: workouts.id });
  return inserted.length > 0;
}

export async function workoutIdExists(db: AppDb, workoutId: string): Promise<boolean> {
  const found = await db.select({ id: workouts.id }).from(workouts).where(eq(workouts.id, workoutId)).limit(1);
  return found.length > 0;
}

export async function updateWorkout(
  db: AppDb,
  userId: string,
  workoutId: string,
  changes: { title?: string; notes?: string | null },
): Promise<boolean> {
  const updated = await db
    .update(workouts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)))
    .returning({ id: workouts.id });
  return updated.length > 0;
}

/** Sets ended_at to now if the workout is still running; answers the row as it is afterwards. */
export async function markWorkoutEnded(
  db: AppDb,
  userId: string,
  workoutId: string,
  endedAt: string | null,
): Promise<{ workout: Workout; endedNow: boolean } | null> {
  const [ended] = await queryRows<{ w: Json }>(
    db,
    sql`UPDATE workouts w
        SET ended_at = GREATEST(
              date_trunc('milliseconds', LEAST(COALESCE(${endedAt}::timestamptz, now()), now())),
              w.started_at
            ),
            updated_at = now()
        WHERE w.id = ${workoutId} AND w.user_id = ${userId} AND w.ended_at IS NULL
        RETURNING ${WORKOUT_COLUMNS} AS w`,
  );
  if (ended) return { workout: toWorkout(ended.w), endedNow: true };
  const existing = await findWorkout(db, userId, workoutId);
  return existing ? { workout: existing, endedNow: false } : null;
}

export async function deleteWorkout(db: AppDb, userId: string, workoutId: string): Promise<boolean> {
  const deleted = await db
    .delete(workouts)
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)))
    .returning({ id: workouts.id });
  return deleted.length > 0;
}

/**
 * Every workout of a member, their exercises and sets with them: an account's deletion runs it in its transaction
 * before the user row, so nothing of theirs still names their own exercises when those go (src/auth, through AuthNeeds).
 */
export async function deleteMemberWorkouts(db: AppDb, userId: string): Promise<void> {
  await queryRows(db, sql`DELETE FROM workouts WHERE user_id = ${userId}`);
}

/** Completed working sets (warm-ups left out), their volume in kg, distance and time (summaryColumns). */
export async function summarizeWorkout(
  db: AppDb,
  userId: string,
  workoutId: string,
  kgPerLb: number,
): Promise<Omit<WorkoutSummary, 'durationSec'>> {
  const [row] = await queryRows<{ set_count: unknown; volume_kg: unknown; distance_m: unknown; timed_sec: unknown }>(
    db,
    sql`SELECT ${summaryColumns(kgPerLb)}
        FROM workout_sets s JOIN workout_exercises we ON we.id = s.workout_exercise_id
        WHERE we.workout_id = ${workoutId} AND s.user_id = ${userId} AND s.is_completed AND s.set_kind <> 'warmup'`,
  );
  return toSummary(row ?? { set_count: 0, volume_kg: 0, distance_m: 0, timed_sec: 0 });
}

// ---- Start from a template or a program ----

export interface TemplateForStart {
  id: string;
  name: string;
  exercises: {
    exerciseId: string;
    orderIndex: number;
    targetSets: number | null;
    targetReps: number | null;
    targetRepsMin: number | null;
    targetRepsMax: number | null;
    targetWeightKg: number | null;
    weightUnit: 'kg' | 'lb';
    restSec: number | null;
    gripId: string | null;
    supersetGroup: string | null;
    notes: string | null;
  }[];
}

export async function findTemplateForStart(
  db: AppDb,
  userId: string,
  templateId: string,
): Promise<TemplateForStart | null> {
  const [row] = await queryRows<{ id: string; name: string; exercises: Json[] }>(
    db,
    sql`SELECT t.id, t.name,
          COALESCE((SELECT json_agg(json_build_object(
              'exerciseId', x.exercise_id, 'orderIndex', x.order_index, 'targetSets', x.target_sets,
              'targetReps', x.target_reps, 'targetRepsMin', x.target_reps_min, 'targetRepsMax', x.target_reps_max,
              'targetWeightKg', x.target_weight_kg, 'weightUnit', x.weight_unit, 'restSec', x.rest_sec,
              'gripId', x.grip_id, 'supersetGroup', x.superset_group, 'notes', x.notes) ORDER BY x.order_index)
            FROM workout_template_exercises x WHERE x.template_id = t.id), '[]'::json) AS exercises
        FROM workout_templates t WHERE t.id = ${templateId} AND t.user_id = ${userId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    exercises: row.exercises.map((x) => ({
      exerciseId: x.exerciseId as string,
      orderIndex: Number(x.orderIndex),
      targetSets: numOrNull(x.targetSets),
      targetReps: numOrNull(x.targetReps),
      targetRepsMin: numOrNull(x.targetRepsMin),
      targetRepsMax: numOrNull(x.targetRepsMax),
      targetWeightKg: numOrNull(x.targetWeightKg),
      weightUnit: x.weightUnit === 'lb' ? 'lb' : 'kg',
      restSec: numOrNull(x.restSec),
      gripId: (x.gripId as string | null) ?? null,
      supersetGroup: (x.supersetGroup as string | null) ?? null,
      notes: (x.notes as string | null) ?? null,
    })),
  };
}

export interface ProgramForStart {
  id: string;
  position: number;
  templateIds: string[];
}

export async function findProgramForStart(
  db: AppDb,
  userId: string,
  programId: string,
): Promise<ProgramForStart | null> {
  const [row] = await queryRows<{ id: string; position: number; template_ids: string[] | null }>(
    db,
    sql`SELECT p.id, p.position,
          (SELECT array_agg(pt.template_id ORDER BY pt.order_index)
           FROM training_program_templates pt WHERE pt.program_id = p.id) AS template_ids
        FROM training_programs p WHERE p.id = ${programId} AND p.user_id = ${userId}`,
  );
  if (!row) return null;
  return { id: row.id, position: Number(row.position), templateIds: row.template_ids ?? [] };
}
