import { and, eq, sql } from 'drizzle-orm';
import type { LanguageCode, SetKind, WorkoutSet } from '@lifeorbit/contracts';
import { preparedRows, queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { exercises } from '../../db/catalogue-schema';
import { workoutSetGrips, workoutSets } from '../../db/workouts-schema';
import { setLogReads, type LoggedSet, type SetLogAnswers, type SetLogWrites } from '../training-rules';
import { SET_FIELDS, SETS_WITH_RECORDS, jsonObject, numOrNull, setJson, toSet, type Json } from './workout-json.sql';

/** A set to store: the set as the log has it, and whose and where it is. */
export interface NewSet extends LoggedSet {
  workoutExerciseId: string;
  userId: string;
}

export interface SetLogContext {
  exerciseId: string;
  /** The exercise's effort mode and load type: which fields its sets take (issue 39, domain's setMeasures). */
  effortMode: string;
  loadType: string;
  /** The set already stored under the id the client sent, whoever's it is. */
  storedSet: { workoutExerciseId: string; isOwn: boolean } | null;
  /** The weight, RPE and distance sent, as their columns will store them (rounded to the columns' scale). */
  asStored: { weight: number | null; rpe: number | null; distanceM: number | null };
  /** What the training rules read inside this statement (set-log.ts in training-rules). */
  rules: SetLogAnswers;
}

/**
 * Everything a set's log decides before it stores the set, in one statement (ADR 013): the member's workout
 * exercise (null when it is not theirs), the id the client sent if a set has it already (a replay, or someone
 * else's), the weight and RPE as stored, and what the training rules read for the set (records, warm-up inputs).
 */
export async function findSetLogContext(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  set: LoggedSet,
): Promise<SetLogContext | null> {
  const rules = setLogReads(userId, workoutExerciseId, sql`we.exercise_id`, set);
  const [row] = await preparedRows<{
    exercise_id: string;
    effort_mode: string;
    load_type: string;
    stored_set: { workoutExerciseId: string; isOwn: boolean } | null;
    as_stored: { weight: unknown; rpe: unknown; distance_m: unknown };
    record_pairs: unknown;
    effort_bests: unknown;
    rule_inputs: unknown;
  }>(
    db,
    sql`SELECT we.exercise_id, e.effort_mode, e.load_type,
          (SELECT json_build_object('workoutExerciseId', x.workout_exercise_id, 'isOwn', x.user_id = ${userId})
           FROM workout_sets x WHERE x.id = ${set.id}) AS stored_set,
          (SELECT json_build_object('weight', r.weight, 'rpe', r.rpe, 'distance_m', r.distance_m)
           FROM json_populate_record(NULL::workout_sets,
                  json_build_object('weight', ${set.weight}::numeric, 'rpe', ${set.rpe}::numeric,
                                    'distance_m', ${set.distanceM}::numeric)) r) AS as_stored,
          ${rules.recordPairs} AS record_pairs,
          ${rules.effortBests} AS effort_bests,
          ${rules.ruleInputs} AS rule_inputs
        FROM workout_exercises we JOIN exercises e ON e.id = we.exercise_id
        WHERE we.id = ${workoutExerciseId} AND we.user_id = ${userId}`,
  );
  if (!row) return null;
  return {
    exerciseId: row.exercise_id,
    effortMode: row.effort_mode,
    loadType: row.load_type,
    storedSet: row.stored_set,
    asStored: {
      weight: numOrNull(row.as_stored.weight),
      rpe: numOrNull(row.as_stored.rpe),
      distanceM: numOrNull(row.as_stored.distance_m),
    },
    rules: { recordPairs: row.record_pairs, effortBests: row.effort_bests, ruleInputs: row.rule_inputs },
  };
}

/**
 * Stores a set in one statement (ADR 013), null when the workout exercise is not the member's (any more). The UPDATE
 * of the workout exercise row raises its last_set_index (migration 0013) and gives the set the next index: it queues
 * concurrent logs of that workout exercise for this statement alone, and one that waited reads the raised value from
 * the row. The same statement stores the warm-up plan the set made, the records it beat and its grips (all or
 * nothing), and answers the stored set without grips and records (the caller knows them). An id that exists fails
 * the statement with a unique violation on workout_sets_pkey: nothing is stored.
 */
export async function insertSet(
  db: AppDb,
  set: NewSet,
  also: { rules: SetLogWrites; gripIds: string[] },
): Promise<WorkoutSet | null> {
  const grips = also.gripIds.length
    ? sql`, grips AS (INSERT INTO workout_set_grips (set_id, grip_id)
                      SELECT s.id, g.id FROM s, unnest(ARRAY[${sql.join(
                        also.gripIds.map((id) => sql`${id}::uuid`),
                        sql`, `,
                      )}]) AS g(id))`
    : sql``;
  const [row] = await preparedRows<{ s: Json }>(
    db,
    sql`WITH we AS (
          UPDATE workout_exercises SET
            last_set_index = GREATEST(last_set_index,
              (SELECT COALESCE(max(set_index), 0) FROM workout_sets WHERE workout_exercise_id = ${set.workoutExerciseId})) + 1
            ${also.rules.workoutExerciseAssignments ? sql`, ${also.rules.workoutExerciseAssignments}` : sql``}
          WHERE id = ${set.workoutExerciseId} AND user_id = ${set.userId}
          RETURNING id, exercise_id, last_set_index),
        s AS (
          INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, reps,
                                    weight_unit, duration_sec, distance_m, rpe, notes, set_kind, is_completed,
                                    completed_at)
          SELECT ${set.id}, we.id, ${set.userId}, we.exercise_id, we.last_set_index, ${set.weight}, ${set.reps},
                 ${set.weightUnit}, ${set.durationSec}::integer, ${set.distanceM}::numeric, ${set.rpe}, ${set.notes},
                 ${set.setKind},
                 ${set.isCompleted}, ${set.isCompleted ? sql`date_trunc('milliseconds', now())` : sql`NULL`}
          FROM we
          RETURNING *)
        ${also.rules.recordInsert ? sql`, pr AS (${also.rules.recordInsert})` : sql``}
        ${grips}
        SELECT ${jsonObject([...SET_FIELDS, ['grips', sql`'[]'::json`], ['personalRecords', sql`'[]'::json`]])} AS s FROM s`,
  );
  return row ? toSet(row.s) : null;
}

export async function replaceSetGrips(db: AppDb, setId: string, gripIds: string[]): Promise<void> {
  await db.delete(workoutSetGrips).where(eq(workoutSetGrips.setId, setId));
  if (gripIds.length > 0) {
    await db.insert(workoutSetGrips).values(gripIds.map((gripId) => ({ setId, gripId })));
  }
}

export interface SetOwnerRow {
  id: string;
  workoutExerciseId: string;
  exerciseId: string;
  isCompleted: boolean;
  /** The exercise's effort mode and load type (issue 39): which fields an edit may set. */
  effortMode: string;
  loadType: string;
}

export async function findSetOwner(db: AppDb, userId: string, setId: string): Promise<SetOwnerRow | null> {
  const found = await db
    .select({
      id: workoutSets.id,
      workoutExerciseId: workoutSets.workoutExerciseId,
      exerciseId: workoutSets.exerciseId,
      isCompleted: workoutSets.isCompleted,
      effortMode: exercises.effortMode,
      loadType: exercises.loadType,
    })
    .from(workoutSets)
    .innerJoin(exercises, eq(exercises.id, workoutSets.exerciseId))
    .where(and(eq(workoutSets.id, setId), eq(workoutSets.userId, userId)))
    .limit(1);
  return found[0] ?? null;
}

export async function findSet(
  db: AppDb,
  userId: string,
  setId: string,
  lang: LanguageCode,
): Promise<WorkoutSet | null> {
  const [row] = await preparedRows<{ s: Json }>(
    db,
    sql`SELECT ${setJson(lang)} AS s FROM ${SETS_WITH_RECORDS} WHERE s.id = ${setId} AND s.user_id = ${userId}`,
  );
  return row ? toSet(row.s) : null;
}

export interface SetChanges {
  weight?: number | null;
  reps?: number | null;
  weightUnit?: 'kg' | 'lb';
  durationSec?: number | null;
  distanceM?: number | null;
  rpe?: number | null;
  notes?: string | null;
  setKind?: SetKind;
  isCompleted?: boolean;
}

export async function updateSet(db: AppDb, userId: string, setId: string, changes: SetChanges): Promise<void> {
  const { isCompleted, ...fields } = changes;
  await db
    .update(workoutSets)
    .set({
      ...fields,
      ...(isCompleted !== undefined && {
        isCompleted,
        // Keeps the first completion time when a completed set is ticked again.
        completedAt: isCompleted
          ? sql`COALESCE(${workoutSets.completedAt}, date_trunc('milliseconds', now()))`
          : sql`NULL`,
      }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(workoutSets.id, setId), eq(workoutSets.userId, userId)));
}

/**
 * Deletes the member's set. When it had the index the set log gave last, last_set_index goes back to the highest
 * index left, so the next set takes that index again (migration 0013).
 */
export async function deleteSet(db: AppDb, userId: string, setId: string): Promise<{ exerciseId: string } | null> {
  const [row] = await queryRows<{ exercise_id: string | null }>(
    db,
    sql`WITH d AS (
          DELETE FROM workout_sets WHERE id = ${setId} AND user_id = ${userId}
          RETURNING id, workout_exercise_id, exercise_id, set_index),
        lowered AS (
          UPDATE workout_exercises we SET last_set_index =
            (SELECT COALESCE(max(s.set_index), 0) FROM workout_sets s
             WHERE s.workout_exercise_id = d.workout_exercise_id AND s.id <> d.id)
          FROM d WHERE we.id = d.workout_exercise_id AND we.last_set_index = d.set_index)
        SELECT exercise_id FROM d`,
  );
  return row?.exercise_id ? { exerciseId: row.exercise_id } : null;
}
