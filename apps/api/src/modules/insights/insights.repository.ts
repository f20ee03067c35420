import { sql } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { referenceNameSql } from '../../core/sql';
import type { AppDb } from '../../db/client';

/**
 * The member's daily series for insights, each aggregated to one row per day (or per day and tag, muscle, tracker) in
 * SQL, so what reaches JavaScript is bounded by the number of days (at most 5 years' worth), never by the rows.
 * Insights read several areas' tables (journal, readiness, workouts, life-area check-ins): they are a view over the
 * member's own data, computed on every request so a new entry counts at once.
 */

const DAY = `'YYYY-MM-DD'`;

export interface JournalDay {
  day: string;
  mood: number;
  energy: number | null;
  entries: number;
}

export async function journalDays(db: AppDb, userId: string, since: string): Promise<JournalDay[]> {
  const rows = await queryRows<{ day: string; mood: string; energy: string | null; entries: number }>(
    db,
    sql`SELECT to_char(day, ${sql.raw(DAY)}) AS day, avg(mood)::float8 AS mood, avg(energy)::float8 AS energy,
          count(*)::int AS entries
        FROM journal_entries WHERE user_id = ${userId} AND day >= ${since}::date
        GROUP BY day`,
  );
  return rows.map((r) => ({
    day: r.day,
    mood: Number(r.mood),
    energy: r.energy === null ? null : Number(r.energy),
    entries: Number(r.entries),
  }));
}

/** The days of each of the member's most used tags (used on 3 days or more), the 8 most used. */
export async function tagDays(db: AppDb, userId: string, since: string): Promise<{ key: string; days: string[] }[]> {
  return queryRows(
    db,
    sql`WITH t AS (
          SELECT tag, day FROM journal_entries e CROSS JOIN LATERAL unnest(e.tags) AS tag
          WHERE e.user_id = ${userId} AND e.day >= ${since}::date GROUP BY tag, day),
        top AS (SELECT tag FROM t GROUP BY tag HAVING count(*) >= 3 ORDER BY count(*) DESC, tag LIMIT 8)
        SELECT t.tag AS key, jsonb_agg(to_char(t.day, ${sql.raw(DAY)})) AS days
        FROM t JOIN top USING (tag) GROUP BY t.tag`,
  );
}

export async function readinessDays(db: AppDb, userId: string, since: string) {
  const rows = await queryRows<{ day: string; energy: number }>(
    db,
    sql`SELECT to_char(day, ${sql.raw(DAY)}) AS day, energy FROM readiness_checkins
        WHERE user_id = ${userId} AND day >= ${since}::date`,
  );
  return rows.map((r) => ({ day: r.day, energy: Number(r.energy) }));
}

/** Workouts started per day in the member's time zone, and the kilograms lifted in their completed work sets. */
export async function trainingDays(db: AppDb, userId: string, since: string, timeZone: string) {
  const rows = await queryRows<{ day: string; workouts: number; volume: string; cardio_sec: string }>(
    db,
    sql`WITH w AS (
          SELECT id, (started_at AT TIME ZONE ${timeZone})::date AS day FROM workouts
          WHERE user_id = ${userId} AND started_at >= ${since}::date - 1),
        v AS (
          SELECT we.workout_id, sum(s.weight * s.reps * CASE WHEN s.weight_unit = 'lb' THEN 0.45359237 ELSE 1 END)
            AS volume,
            -- Cardio (issue 42): the time of the sets that cover a distance (a run, a ride, a row; logged or imported).
            sum(s.duration_sec) FILTER (WHERE s.distance_m > 0) AS cardio_sec
          FROM workout_sets s JOIN workout_exercises we ON we.id = s.workout_exercise_id
          WHERE s.user_id = ${userId} AND s.is_completed AND s.set_kind <> 'warmup'
          GROUP BY we.workout_id)
        SELECT to_char(w.day, ${sql.raw(DAY)}) AS day, count(*)::int AS workouts,
          COALESCE(sum(v.volume), 0)::float8 AS volume, COALESCE(sum(v.cardio_sec), 0)::float8 AS cardio_sec
        FROM w LEFT JOIN v ON v.workout_id = w.id
        WHERE w.day >= ${since}::date
        GROUP BY w.day`,
  );
  return rows.map((r) => ({
    day: r.day,
    workouts: Number(r.workouts),
    volumeKg: Number(r.volume),
    cardioMin: Number(r.cardio_sec) / 60,
  }));
}

/** The days each of the member's 4 most trained muscles (primary muscle of a completed set) was trained. */
export async function muscleDays(db: AppDb, userId: string, since: string, timeZone: string, lang: LanguageCode) {
  return queryRows<{ key: string; label: string; days: string[] }>(
    db,
    sql`WITH d AS (
          SELECT DISTINCT e.primary_muscle_id AS muscle_id, (w.started_at AT TIME ZONE ${timeZone})::date AS day
          FROM workout_sets s
          JOIN workout_exercises we ON we.id = s.workout_exercise_id
          JOIN workouts w ON w.id = we.workout_id
          JOIN exercises e ON e.id = s.exercise_id
          WHERE s.user_id = ${userId} AND s.is_completed AND e.primary_muscle_id IS NOT NULL
            AND w.started_at >= ${since}::date - 1),
        top AS (SELECT muscle_id FROM d WHERE day >= ${since}::date GROUP BY muscle_id HAVING count(*) >= 3
                ORDER BY count(*) DESC, muscle_id LIMIT 4)
        SELECT m.id::text AS key,
          ${referenceNameSql('muscle_translations', 'muscle_id', sql`m.id`, sql`m.slug`, lang)} AS label,
          jsonb_agg(to_char(d.day, ${sql.raw(DAY)})) AS days
        FROM d JOIN top USING (muscle_id) JOIN muscles m ON m.id = d.muscle_id
        WHERE d.day >= ${since}::date
        GROUP BY m.id, m.slug`,
  );
}

/** The check-ins of the member's 3 most used life-area trackers: [day, rating or value] pairs. */
export async function goalDays(db: AppDb, userId: string, since: string) {
  return queryRows<{ key: string; label: string; points: [string, number][] }>(
    db,
    sql`WITH top AS (
          SELECT goal_id FROM life_checkins WHERE user_id = ${userId} AND checkin_date >= ${since}::date
          GROUP BY goal_id HAVING count(*) >= 3 ORDER BY count(*) DESC, goal_id LIMIT 3)
        SELECT g.id::text AS key, g.name AS label,
          jsonb_agg(jsonb_build_array(to_char(c.checkin_date, ${sql.raw(DAY)}),
            COALESCE(c.rating::numeric, c.value)::float8)) AS points
        FROM life_checkins c JOIN top ON top.goal_id = c.goal_id JOIN life_goals g ON g.id = c.goal_id
        WHERE c.user_id = ${userId} AND c.checkin_date >= ${since}::date
        GROUP BY g.id, g.name`,
  );
}

/** Minutes asleep per night as a phone or watch measured them (issue 42, imported from Apple Health). */
export async function sleepDays(db: AppDb, userId: string, since: string) {
  return queryRows<{ day: string; minutes: number }>(
    db,
    sql`SELECT to_char(day, ${sql.raw(DAY)}) AS day, sleep_minutes AS minutes FROM health_daily
        WHERE user_id = ${userId} AND day >= ${since}::date AND sleep_minutes IS NOT NULL`,
  );
}
