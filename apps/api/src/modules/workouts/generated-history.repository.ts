import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import { derivedUuid } from '../../core/sql';
import type { AppDb } from '../../db/client';

/**
 * Generated training (seed:scale's members, issue 17, and the personas of issue 24), written set-based: a few
 * INSERT ... SELECT statements over generate_series, never row by row, with ids derived from the member's id so the
 * same member's history is the same rows.
 */

/**
 * One exercise of a generated plan's day: the top set's kg at the start and what the whole period adds to it, its
 * reps and working sets (each also gets one warm-up set at half the top weight).
 */
export interface PlanExercise {
  day: number;
  order: number;
  slug: string;
  startKg: number;
  gainKg: number;
  reps: number;
  /** Working sets. */
  sets: number;
}

/** A member's generated history: `count` finished workouts over the `days` before `now`, following `plan`. */
export interface GeneratedHistory {
  count: number;
  days: number;
  now: Date;
  plan: readonly PlanExercise[];
}

/**
 * The history's workouts, spread evenly over the period, each one of the plan's days (rotating), with its catalogue
 * exercises, a warm-up set and working sets progressing over time.
 */
export async function insertGeneratedWorkouts(
  db: AppDb,
  userId: string,
  { count, days, now, plan }: GeneratedHistory,
): Promise<void> {
  const rows = sql.join(
    plan.map(
      (x: PlanExercise) =>
        sql`(${x.day}::int, ${x.order}::int, ${x.slug}::text, ${x.startKg}::numeric, ${x.gainKg}::numeric, ${x.reps}::int, ${x.sets}::int)`,
    ),
    sql`, `,
  );
  const end = now.toISOString();
  const dayCount = Math.max(...plan.map((x) => x.day)) + 1;
  await queryRows(
    db,
    sql`WITH params AS (
          SELECT ${userId}::text AS user_id, ${count}::int AS n, ${days}::int AS days, ${end}::timestamptz AS ends),
        w AS (
          -- Starts spread over the period at varied hours (05:30 to 22:00), 50-90 minutes long.
          SELECT i, ${derivedUuid(sql`p.user_id || ':w:' || i`)} AS id, p.user_id,
                 date_trunc('day', p.ends - make_interval(days => p.days) + make_interval(secs => i * p.days * 86400.0 / p.n))
                   + make_interval(mins => 330 + (i * 137) % 990) AS started_at,
                 50 + (i * 7) % 40 AS minutes, i % ${dayCount} AS plan_day, i::numeric / p.n AS progress
          FROM params p, generate_series(0, p.n - 1) AS i),
        plan (plan_day, order_index, slug, start_kg, gain_kg, reps, sets) AS (VALUES ${rows}),
        ins_w AS (
          INSERT INTO workouts (id, user_id, title, started_at, ended_at, created_at, updated_at)
          SELECT w.id, w.user_id, 'Day ' || chr(65 + w.plan_day), w.started_at,
                 w.started_at + make_interval(mins => w.minutes), w.started_at, w.started_at
          FROM w RETURNING id),
        we AS (
          SELECT ${derivedUuid(sql`w.id::text || ':' || plan.order_index`)} AS id, w.id AS workout_id, w.user_id, e.id AS exercise_id,
                 plan.order_index, plan.reps, plan.sets, w.started_at, w.progress,
                 -- Five years of slowing gains with a deload every eighth week.
                 round((plan.start_kg + plan.gain_kg * sqrt(w.progress)) * CASE WHEN (w.i / 24) % 8 = 7 THEN 0.9 ELSE 1 END
                       / 2.5) * 2.5 AS top_kg
          FROM w JOIN plan ON plan.plan_day = w.plan_day
          JOIN exercises e ON e.slug = plan.slug AND e.owner_user_id IS NULL),
        ins_we AS (
          INSERT INTO workout_exercises (id, workout_id, user_id, exercise_id, order_index, target_sets, target_reps,
              weight_unit, rest_sec, last_set_index, created_at, updated_at)
          SELECT we.id, we.workout_id, we.user_id, we.exercise_id, we.order_index, we.sets, we.reps, 'kg', 120,
                 we.sets + 1, we.started_at, we.started_at
          FROM we WHERE EXISTS (SELECT 1 FROM ins_w WHERE ins_w.id = we.workout_id) RETURNING id)
        INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, reps, weight_unit,
            set_kind, is_completed, completed_at, notes, created_at, updated_at)
        SELECT ${derivedUuid(sql`we.id::text || ':' || s`)}, we.id, we.user_id, we.exercise_id, s,
               CASE WHEN s = 1 THEN round(we.top_kg * 0.5 / 2.5) * 2.5 ELSE we.top_kg END,
               CASE WHEN s = 1 THEN 10 ELSE greatest(1, we.reps - (s - 2) / 2) END, 'kg',
               CASE WHEN s = 1 THEN 'warmup' ELSE 'normal' END, true,
               we.started_at + make_interval(mins => 4 + we.order_index * 11 + s * 2),
               CASE WHEN s % 3 = 0 THEN 'Feel: =' END,
               we.started_at, we.started_at
        FROM we CROSS JOIN LATERAL generate_series(1, we.sets + 1) AS s
        WHERE EXISTS (SELECT 1 FROM ins_we WHERE ins_we.id = we.id)`,
  );
}
