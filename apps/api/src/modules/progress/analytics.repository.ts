import { sql } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { referenceNameSql } from '../../core/sql';
import type { AppDb } from '../../db/client';
import { exerciseNameSql } from '../catalogue';
import { eachEffortExerciseSql, finishedEffortSetsOfExerciseSql } from './effort-sets.sql';

/**
 * Analytics (issue 17), counted in SQL on the member's calendar: `tz` is the member's time zone and `fromDay` the first
 * day (a Monday) of the period. Sets and volume come from workout_exercise_stats, workouts and hours from workouts,
 * timed minutes and distance from the time and distance sets (issue 39, effort-sets.sql.ts).
 */

const dayText = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The member's time zone (UTC when not given) and, on that calendar, today and this week's Monday. */
export interface MemberCalendar {
  timeZone: string;
  today: string;
  weekStart: string;
}

export async function findMemberCalendar(db: AppDb, userId: string): Promise<MemberCalendar> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT me.tz, (now() AT TIME ZONE me.tz)::date::text AS today,
          date_trunc('week', now() AT TIME ZONE me.tz)::date::text AS week_start
        FROM (SELECT COALESCE((SELECT p.time_zone FROM profiles p WHERE p.user_id = ${userId}), 'UTC') AS tz) me`,
  );
  return { timeZone: String(row!.tz), today: dayText(row!.today), weekStart: dayText(row!.week_start) };
}

/** `day` (the member's midnight) as an instant. */
const startOf = (day: string, tz: string) => sql`(${day}::date::timestamp AT TIME ZONE ${tz})`;

export interface WeekRow {
  weekStart: string;
  workouts: number;
  trainingSec: number;
  sets: number;
  volumeKg: number;
}

export async function listWeeks(db: AppDb, userId: string, tz: string, fromDay: string): Promise<WeekRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH w AS (
          SELECT date_trunc('week', w.started_at AT TIME ZONE ${tz})::date AS week, count(*) AS workouts,
                 sum(extract(epoch FROM w.ended_at - w.started_at)) AS seconds
          FROM workouts w
          WHERE w.user_id = ${userId} AND w.ended_at IS NOT NULL AND w.started_at >= ${startOf(fromDay, tz)}
          GROUP BY 1),
        s AS (
          SELECT date_trunc('week', s.performed_at AT TIME ZONE ${tz})::date AS week, sum(s.set_count) AS sets,
                 sum(s.volume_kg) AS volume
          FROM workout_exercise_stats s
          WHERE s.user_id = ${userId} AND s.performed_at >= ${startOf(fromDay, tz)}
          GROUP BY 1)
        SELECT COALESCE(w.week, s.week)::text AS week, COALESCE(w.workouts, 0) AS workouts,
               COALESCE(w.seconds, 0) AS seconds, COALESCE(s.sets, 0) AS sets, COALESCE(s.volume, 0) AS volume
        FROM w FULL JOIN s ON s.week = w.week`,
  );
  return rows.map((row) => ({
    weekStart: dayText(row.week),
    workouts: Number(row.workouts),
    trainingSec: Math.round(Number(row.seconds)),
    sets: Number(row.sets),
    volumeKg: Number(row.volume),
  }));
}

export interface EffortWeekRow {
  weekStart: string;
  timedSec: number;
  distanceM: number;
  /** Sets without reps (a hold, a run): the summary the weekly sets come from has none of them. */
  setsWithoutReps: number;
}

/**
 * Time and distance per week (issue 39): the completed working sets of time and distance exercises in finished
 * workouts, by the week they were done in. Reads those sets only, along the sets' (user, exercise, time) index.
 */
export async function listEffortWeeks(
  db: AppDb,
  userId: string,
  tz: string,
  fromDay: string,
): Promise<EffortWeekRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT x.week::text AS week, sum(x.seconds) AS seconds, sum(x.metres) AS metres,
          sum(x.without_reps) AS without_reps
        FROM ${eachEffortExerciseSql(
          userId,
          sql`SELECT date_trunc('week', s.completed_at AT TIME ZONE ${tz})::date AS week,
                COALESCE(sum(s.duration_sec), 0) AS seconds, COALESCE(sum(s.distance_m), 0) AS metres,
                count(*) FILTER (WHERE s.reps IS NULL) AS without_reps
              ${finishedEffortSetsOfExerciseSql(userId, startOf(fromDay, tz))}
              GROUP BY 1`,
        )}
        GROUP BY x.week`,
  );
  return rows.map((row) => ({
    weekStart: dayText(row.week),
    timedSec: Number(row.seconds),
    distanceM: Number(row.metres),
    setsWithoutReps: Number(row.without_reps),
  }));
}

export interface MuscleWeekRow {
  muscleId: string;
  name: string;
  weekStart: string;
  sets: number;
}

/** Sets per muscle per week: a primary muscle counts each set once, a secondary muscle half. */
export async function listMuscleWeeks(
  db: AppDb,
  userId: string,
  tz: string,
  fromDay: string,
  lang: LanguageCode,
): Promise<MuscleWeekRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH per AS (
          SELECT date_trunc('week', s.performed_at AT TIME ZONE ${tz})::date AS week, s.exercise_id,
                 sum(s.set_count) AS sets
          FROM workout_exercise_stats s
          WHERE s.user_id = ${userId} AND s.performed_at >= ${startOf(fromDay, tz)}
          GROUP BY 1, 2),
        worked AS (
          SELECT per.week, e.primary_muscle_id AS muscle_id, per.sets * 1.0 AS sets
          FROM per JOIN exercises e ON e.id = per.exercise_id WHERE e.primary_muscle_id IS NOT NULL
          UNION ALL
          SELECT per.week, sm.muscle_id, per.sets * 0.5
          FROM per JOIN exercise_secondary_muscles sm ON sm.exercise_id = per.exercise_id)
        SELECT m.id AS muscle_id, ${referenceNameSql('muscle_translations', 'muscle_id', sql`m.id`, sql`m.slug`, lang)}
                 AS name, worked.week::text AS week, sum(worked.sets) AS sets
        FROM worked JOIN muscles m ON m.id = worked.muscle_id
        GROUP BY m.id, worked.week`,
  );
  return rows.map((row) => ({
    muscleId: String(row.muscle_id),
    name: String(row.name),
    weekStart: dayText(row.week),
    sets: Number(row.sets),
  }));
}

/** Volume per exercise over the period, largest first. */
export async function listExerciseVolumes(
  db: AppDb,
  userId: string,
  tz: string,
  fromDay: string,
  lang: LanguageCode,
): Promise<{ exerciseId: string; name: string; volumeKg: number }[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT s.exercise_id, ${exerciseNameSql(sql`s.exercise_id`, lang)} AS name, sum(s.volume_kg) AS volume
        FROM workout_exercise_stats s
        WHERE s.user_id = ${userId} AND s.performed_at >= ${startOf(fromDay, tz)}
        GROUP BY s.exercise_id
        HAVING sum(s.volume_kg) > 0
        ORDER BY sum(s.volume_kg) DESC`,
  );
  return rows.map((row) => ({
    exerciseId: String(row.exercise_id),
    name: String(row.name),
    volumeKg: Number(row.volume),
  }));
}

/** Training days since `fromDay`: the finished workouts started that day and their volume. */
export async function listTrainingDays(
  db: AppDb,
  userId: string,
  tz: string,
  fromDay: string,
): Promise<{ day: string; workouts: number; volumeKg: number }[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH v AS (
          SELECT s.workout_id, sum(s.volume_kg) AS volume FROM workout_exercise_stats s
          WHERE s.user_id = ${userId} AND s.performed_at >= ${startOf(fromDay, tz)}
          GROUP BY s.workout_id)
        SELECT (w.started_at AT TIME ZONE ${tz})::date::text AS day, count(*) AS workouts,
          COALESCE(sum(v.volume), 0) AS volume
        FROM workouts w
        LEFT JOIN v ON v.workout_id = w.id
        WHERE w.user_id = ${userId} AND w.ended_at IS NOT NULL AND w.started_at >= ${startOf(fromDay, tz)}
        GROUP BY 1
        ORDER BY 1`,
  );
  return rows.map((row) => ({ day: dayText(row.day), workouts: Number(row.workouts), volumeKg: Number(row.volume) }));
}
