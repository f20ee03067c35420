import { sql } from 'drizzle-orm';
import type { CoachSet } from '@lifeorbit/domain';
import type { LanguageCode } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { escapeLike, referenceNameSql } from '../../core/sql';
import type { AppDb } from '../../db/client';
import { exerciseNameSql } from '../catalogue';

/**
 * What the coach reads of the member's own data (workouts, readiness, journal, records), every statement filtered by
 * the member. Like insights, the coach is a view over several areas' tables, read on every question.
 */

const DAY = `'YYYY-MM-DD'`;
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const KG = sql.raw(`CASE WHEN s.weight_unit = 'lb' THEN s.weight * 0.45359237 ELSE s.weight END`);

/** Completed working sets (warm-ups left out) since a day, in the member's time zone, oldest first. */
export async function workingSets(
  db: AppDb,
  userId: string,
  since: string,
  timeZone: string,
  lang: LanguageCode,
  exerciseId?: string,
): Promise<CoachSet[]> {
  const rows = await queryRows<{
    day: string;
    workout_id: string;
    exercise_id: string;
    exercise_name: string;
    muscle: string | null;
    weight_kg: string | null;
    reps: number | null;
    duration_sec: number | null;
    distance_m: string | null;
    rpe: string | null;
    notes: string | null;
  }>(
    db,
    sql`SELECT to_char((w.started_at AT TIME ZONE ${timeZone})::date, ${sql.raw(DAY)}) AS day, w.id::text AS workout_id,
          e.id::text AS exercise_id, ${exerciseNameSql(sql`e.id`, lang)} AS exercise_name,
          CASE WHEN m.id IS NULL THEN NULL
            ELSE ${referenceNameSql('muscle_translations', 'muscle_id', sql`m.id`, sql`m.slug`, lang)} END AS muscle,
          (${KG})::float8 AS weight_kg, s.reps, s.duration_sec, s.distance_m::float8 AS distance_m,
          s.rpe::float8 AS rpe, s.notes
        FROM workout_sets s
        JOIN workout_exercises we ON we.id = s.workout_exercise_id
        JOIN workouts w ON w.id = we.workout_id
        JOIN exercises e ON e.id = s.exercise_id
        LEFT JOIN muscles m ON m.id = e.primary_muscle_id
        WHERE s.user_id = ${userId} AND s.is_completed AND s.set_kind <> 'warmup'
          AND w.started_at >= ${since}::date - 1
          ${exerciseId ? sql`AND s.exercise_id = ${exerciseId}` : sql``}
        ORDER BY w.started_at, we.order_index, s.set_index
        LIMIT 5000`,
  );
  return rows
    .filter((r) => r.day >= since)
    .map((r) => ({
      day: r.day,
      workoutId: r.workout_id,
      exerciseId: r.exercise_id,
      exerciseName: r.exercise_name,
      muscle: r.muscle,
      weightKg: Number(r.weight_kg ?? 0),
      // A hold or a run has no reps (issue 39): null, so the analysis never reads it as a failed set of 0 reps.
      reps: r.reps === null ? null : Number(r.reps),
      durationSec: r.duration_sec === null ? null : Number(r.duration_sec),
      distanceM: r.distance_m === null ? null : Number(r.distance_m),
      rpe: r.rpe === null ? null : Number(r.rpe),
      notes: r.notes,
    }));
}

/** The days the member started a workout in the last year (streaks). */
export async function workoutDays(db: AppDb, userId: string, since: string, timeZone: string): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`SELECT DISTINCT to_char((started_at AT TIME ZONE ${timeZone})::date, ${sql.raw(DAY)}) AS day FROM workouts
        WHERE user_id = ${userId} AND started_at >= ${since}::date - 1`,
  );
  return rows.map((r) => r.day);
}

export interface ReadinessRow {
  day: string;
  energy: number;
  sleep: number | null;
  soreness: number | null;
  stress: number | null;
}

/** The latest readiness check-ins, newest first. */
export async function latestReadiness(db: AppDb, userId: string, limit: number): Promise<ReadinessRow[]> {
  const rows = await queryRows<ReadinessRow>(
    db,
    sql`SELECT to_char(day, ${sql.raw(DAY)}) AS day, energy, sleep, soreness, stress FROM readiness_checkins
        WHERE user_id = ${userId} ORDER BY day DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    day: r.day,
    energy: Number(r.energy),
    sleep: r.sleep === null ? null : Number(r.sleep),
    soreness: r.soreness === null ? null : Number(r.soreness),
    stress: r.stress === null ? null : Number(r.stress),
  }));
}

/** Mean mood and energy (1-5) of the journal's entries since a day, and how many entries. */
export async function journalMood(db: AppDb, userId: string, since: string) {
  const [row] = await queryRows<{ mood: number | null; energy: number | null; entries: number }>(
    db,
    sql`SELECT avg(mood)::float8 AS mood, avg(energy)::float8 AS energy, count(*)::int AS entries
        FROM journal_entries WHERE user_id = ${userId} AND day >= ${since}::date`,
  );
  return {
    mood: row?.mood == null ? null : Number(row.mood),
    energy: row?.energy == null ? null : Number(row.energy),
    entries: Number(row?.entries ?? 0),
  };
}

/** A record of the last 30 days: a weight and reps, or (issue 39) a time and a distance, with a weight if any. */
export interface RecordRow {
  exerciseName: string;
  weightKg: number | null;
  reps: number | null;
  oneRepMaxKg: number | null;
  durationSec: number | null;
  distanceM: number | null;
  day: string;
}

/** Personal records set since a day, newest first. */
export async function recentRecords(
  db: AppDb,
  userId: string,
  since: string,
  timeZone: string,
  lang: LanguageCode,
): Promise<RecordRow[]> {
  const rows = await queryRows<{
    name: string;
    weight_kg: number | null;
    reps: number | null;
    orm: number | null;
    duration_sec: number | null;
    distance_m: number | null;
    day: string;
  }>(
    db,
    sql`SELECT ${exerciseNameSql(sql`p.exercise_id`, lang)} AS name, p.weight_kg::float8 AS weight_kg, p.reps,
          p.one_rep_max_kg::float8 AS orm, p.duration_sec, p.distance_m::float8 AS distance_m,
          to_char((p.created_at AT TIME ZONE ${timeZone})::date, ${sql.raw(DAY)}) AS day
        FROM personal_records p
        WHERE p.user_id = ${userId} AND p.created_at >= ${since}::date - 1
        ORDER BY p.created_at DESC LIMIT 10`,
  );
  return rows.map((r) => ({
    exerciseName: r.name,
    weightKg: numberOrNull(r.weight_kg),
    reps: numberOrNull(r.reps),
    oneRepMaxKg: numberOrNull(r.orm),
    durationSec: numberOrNull(r.duration_sec),
    distanceM: numberOrNull(r.distance_m),
    day: r.day,
  }));
}

/** The member's exercises whose name contains the words (the model's exercise-history tool). */
export async function findExerciseByName(db: AppDb, userId: string, name: string, lang: LanguageCode) {
  const pattern = `%${escapeLike(name)}%`;
  const [row] = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT e.id::text AS id, ${exerciseNameSql(sql`e.id`, lang)} AS name
        FROM exercises e
        WHERE EXISTS (SELECT 1 FROM workout_sets s WHERE s.user_id = ${userId} AND s.exercise_id = e.id)
          AND ${exerciseNameSql(sql`e.id`, lang)} ILIKE ${pattern}
        LIMIT 1`,
  );
  return row ?? null;
}
