import { sql } from 'drizzle-orm';
import type { ExercisePerformance, LanguageCode, LastSet, SetKind, WorkoutHistoryItem } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { exerciseNameSql } from '../catalogue';
import { iso, isoOrNull, numOrNull, summaryColumns, toSummary, type Json } from './workout-json.sql';

/** History: reads across the member's workouts (the last set, previous performances, finished workouts). */

/** Spec §7: the member's newest completed set of the exercise that has a completion time, weight and reps. */
export async function findLastSet(db: AppDb, userId: string, exerciseId: string): Promise<LastSet | null> {
  const [row] = await queryRows<{
    weight: unknown;
    reps: unknown;
    weight_unit: 'kg' | 'lb';
    set_index: unknown;
    completed_at: unknown;
    notes: string | null;
    rpe: unknown;
  }>(
    db,
    sql`SELECT weight, reps, weight_unit, set_index, completed_at, notes, rpe FROM workout_sets
        WHERE user_id = ${userId} AND exercise_id = ${exerciseId} AND is_completed AND completed_at IS NOT NULL
          AND weight IS NOT NULL AND reps IS NOT NULL
        ORDER BY completed_at DESC, set_index DESC LIMIT 1`,
  );
  if (!row) return null;
  return {
    weight: Number(row.weight),
    reps: Number(row.reps),
    weightUnit: row.weight_unit,
    setIndex: Number(row.set_index),
    completedAt: iso(row.completed_at),
    notes: row.notes,
    rpe: numOrNull(row.rpe),
  };
}

/** The member's previous performances of an exercise: per workout its completed sets, newest workout first. */
export async function findExercisePerformances(
  db: AppDb,
  userId: string,
  exerciseId: string,
  { limit, excludeWorkoutId }: { limit: number; excludeWorkoutId?: string },
): Promise<ExercisePerformance[]> {
  const found = await queryRows<{
    workout_id: string;
    title: string;
    started_at: unknown;
    ended_at: unknown;
    sets: Json[];
  }>(
    db,
    sql`SELECT w.id AS workout_id, w.title, w.started_at, w.ended_at,
          json_agg(json_build_object('setIndex', s.set_index, 'weight', s.weight, 'reps', s.reps,
            'weightUnit', s.weight_unit, 'durationSec', s.duration_sec, 'distanceM', s.distance_m, 'rpe', s.rpe, 'notes', s.notes, 'setKind', s.set_kind,
            'completedAt', s.completed_at) ORDER BY we.order_index, s.set_index) AS sets
        FROM workout_sets s
        JOIN workout_exercises we ON we.id = s.workout_exercise_id
        JOIN workouts w ON w.id = we.workout_id
        WHERE s.user_id = ${userId} AND s.exercise_id = ${exerciseId} AND s.is_completed
          ${excludeWorkoutId ? sql`AND w.id <> ${excludeWorkoutId}` : sql``}
        GROUP BY w.id
        ORDER BY max(s.completed_at) DESC, w.id DESC
        LIMIT ${limit}`,
  );
  return found.map((row) => ({
    workoutId: row.workout_id,
    title: row.title,
    startedAt: iso(row.started_at),
    endedAt: isoOrNull(row.ended_at),
    sets: row.sets.map((s) => ({
      setIndex: Number(s.setIndex),
      weight: numOrNull(s.weight),
      reps: numOrNull(s.reps),
      weightUnit: s.weightUnit as 'kg' | 'lb',
      durationSec: numOrNull(s.durationSec),
      distanceM: numOrNull(s.distanceM),
      rpe: numOrNull(s.rpe),
      notes: (s.notes as string | null) ?? null,
      setKind: s.setKind as SetKind,
      completedAt: iso(s.completedAt),
    })),
  }));
}

export interface HistoryCursor {
  endedAt: string;
  id: string;
}

/** Finished workouts, newest first, after the cursor; one row more than the limit tells there is a next page. */
export async function findFinishedWorkouts(
  db: AppDb,
  userId: string,
  {
    cursor,
    limit,
    lang,
    kgPerLb,
  }: { cursor: HistoryCursor | null; limit: number; lang: LanguageCode; kgPerLb: number },
): Promise<{ items: WorkoutHistoryItem[]; cursorKeys: HistoryCursor[] }> {
  const found = await queryRows<{
    id: string;
    title: string;
    started_at: unknown;
    ended_at: unknown;
    ended_key: string;
    set_count: unknown;
    volume_kg: unknown;
    distance_m: unknown;
    timed_sec: unknown;
    exercise_names: string[];
  }>(
    db,
    sql`SELECT w.id, w.title, w.started_at, w.ended_at,
          to_char(w.ended_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS ended_key,
          stats.set_count, stats.volume_kg, stats.distance_m, stats.timed_sec,
          COALESCE((SELECT json_agg(${exerciseNameSql(sql`we.exercise_id`, lang)} ORDER BY we.order_index)
                    FROM workout_exercises we WHERE we.workout_id = w.id), '[]'::json) AS exercise_names
        FROM workouts w
        CROSS JOIN LATERAL (
          SELECT ${summaryColumns(kgPerLb)}
          FROM workout_sets s JOIN workout_exercises we ON we.id = s.workout_exercise_id
          WHERE we.workout_id = w.id AND s.user_id = w.user_id AND s.is_completed AND s.set_kind <> 'warmup'
        ) stats
        WHERE w.user_id = ${userId} AND w.ended_at IS NOT NULL
          ${cursor ? sql`AND (w.ended_at, w.id) < (${cursor.endedAt}::timestamptz, ${cursor.id}::uuid)` : sql``}
        ORDER BY w.ended_at DESC, w.id DESC
        LIMIT ${limit + 1}`,
  );
  return {
    items: found.map((row) => {
      const startedAt = iso(row.started_at);
      const endedAt = iso(row.ended_at);
      return {
        id: row.id,
        title: row.title,
        startedAt,
        endedAt,
        durationSec: Math.max(0, Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 1000)),
        ...toSummary(row),
        exerciseNames: row.exercise_names,
      };
    }),
    cursorKeys: found.map((row) => ({ endedAt: row.ended_key, id: row.id })),
  };
}

/** The member's workout's exercises in order (id and exercise), or null when the workout is not the member's. */
export async function findWorkoutExercisesOf(
  db: AppDb,
  userId: string,
  workoutId: string,
): Promise<{ id: string; exerciseId: string }[] | null> {
  const found = await queryRows<{ id: string | null; exercise_id: string | null }>(
    db,
    sql`SELECT we.id, we.exercise_id
        FROM workouts w
        LEFT JOIN workout_exercises we ON we.workout_id = w.id AND we.user_id = w.user_id
        WHERE w.id = ${workoutId} AND w.user_id = ${userId}
        ORDER BY we.order_index`,
  );
  if (found.length === 0) return null;
  return found.flatMap((row) => (row.id && row.exercise_id ? [{ id: row.id, exerciseId: row.exercise_id }] : []));
}
