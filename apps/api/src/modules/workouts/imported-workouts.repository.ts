import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/**
 * An import's workouts, their exercises and sets (issue 24, ADR 032), written by the area that owns the tables (ADR
 * 042) inside the import's batch transaction (the data area opens it and hands in its handle). Each statement reads the
 * batch from the import's staging rows (data_import_rows, with the exercise each name maps to in
 * data_import_exercises), as if the workouts had been logged here: finished, every set completed. The ids are derived
 * in SQL from the workout's id (uuid_v3, ADR 041), so importing twice writes nothing new. The set triggers keep the
 * per-exercise summaries.
 */

/** The batch's workout keys, as the statements list them. */
const keyListOf = (keys: string[]): SQL =>
  sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );

/**
 * The batch's workouts, one per workout key of the import in `keys`; a workout the account already has
 * (`alreadyHere`, a condition on the staging row `r`) is left as it is. Answers the ids it created.
 */
export async function insertImportedWorkouts(
  tx: AppDb,
  importId: string,
  userId: string,
  keys: string[],
  alreadyHere: SQL,
): Promise<string[]> {
  const created = await queryRows<{ id: string; key: string }>(
    tx,
    sql`INSERT INTO workouts (id, user_id, title, started_at, ended_at, notes, created_at, updated_at, import_id)
        SELECT DISTINCT ON (r.workout_key) r.workout_id, ${userId},
               left(r.workout_title, 120), r.started_at,
               greatest(r.started_at, coalesce(max(r.ended_at) OVER (PARTITION BY r.workout_key), r.started_at)),
               left(r.workout_notes, 2000), now(), now(), ${importId}::uuid
        FROM data_import_rows r
        WHERE r.import_id = ${importId} AND r.error_code IS NULL AND r.workout_key IN (${keyListOf(keys)})
          AND NOT ${alreadyHere}
        ORDER BY r.workout_key, r.line
        ON CONFLICT (id) DO NOTHING
        RETURNING id, NULL AS key`,
  );
  return created.map((c) => c.id);
}

/**
 * A staged row's workout exercise: its name in its workout, and from our own export also its place, so that an exercise
 * done twice in a workout comes back as two. The id is derived from it (a CSV's rows give the ids they always gave).
 */
const exerciseKeyOf = (r: SQL) => sql`${r}.exercise_name || coalesce('#' || ${r}.exercise_order, '')`;
const workoutExerciseIdOf = (r: SQL) => sql`uuid_v3(${r}.workout_id, ${exerciseKeyOf(r)})`;

const idListOf = (workoutIds: string[]): SQL =>
  sql.join(
    workoutIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * One workout exercise per name in each of `workoutIds` (the workouts insertImportedWorkouts just created), in the
 * order the file first names them; a superset of the file becomes a letter (A, B...) in order of appearance.
 */
export async function insertImportedWorkoutExercises(
  tx: AppDb,
  importId: string,
  userId: string,
  keys: string[],
  workoutIds: string[],
): Promise<void> {
  await queryRows(
    tx,
    sql`WITH r AS (
          SELECT r.* FROM data_import_rows r
          WHERE r.import_id = ${importId} AND r.error_code IS NULL AND r.workout_key IN (${keyListOf(keys)})),
        ex AS (
          SELECT r.workout_id, r.exercise_name, ${exerciseKeyOf(sql`r`)} AS exercise_key, min(r.line) AS first_line,
                 count(*) AS sets, min(r.superset_key) AS superset_key,
                 (array_agg(r.weight_unit ORDER BY r.line))[1] AS unit,
                 -- Our own export keeps the exercise's notes; a CSV has only its sets' notes to go by.
                 CASE WHEN bool_or(r.exercise_order IS NOT NULL) THEN max(r.exercise_notes)
                      ELSE string_agg(DISTINCT r.notes, ' · ') END AS notes
          FROM r WHERE r.workout_id IN (${idListOf(workoutIds)})
          GROUP BY r.workout_id, r.exercise_name, r.exercise_order),
        ordered AS (
          SELECT ex.*, row_number() OVER (PARTITION BY workout_id ORDER BY first_line) - 1 AS order_index,
                 CASE WHEN superset_key IS NULL THEN NULL
                      ELSE dense_rank() OVER (PARTITION BY workout_id, superset_key IS NULL ORDER BY superset_key) END
                   AS superset_rank
          FROM ex)
        INSERT INTO workout_exercises (id, workout_id, user_id, exercise_id, order_index, weight_unit, notes,
                                       superset_group_id, superset_order, last_set_index)
        SELECT uuid_v3(o.workout_id, o.exercise_key), o.workout_id, ${userId}, m.exercise_id,
               o.order_index, o.unit, left(o.notes, 1000),
               CASE WHEN o.superset_rank BETWEEN 1 AND 26 THEN chr(64 + o.superset_rank::int) END,
               CASE WHEN o.superset_rank BETWEEN 1 AND 26
                    THEN row_number() OVER (PARTITION BY o.workout_id, o.superset_rank ORDER BY o.first_line) - 1 END,
               o.sets
        FROM ordered o
        JOIN data_import_exercises m ON m.import_id = ${importId} AND m.name = o.exercise_name`,
  );
}

/**
 * The sets of `workoutIds`, each completed when our own export says, else a minute after the one before it in its
 * workout (Strong's and Hevy's files have no such time). Answers the exercise of each set created.
 */
export async function insertImportedSets(
  tx: AppDb,
  importId: string,
  userId: string,
  keys: string[],
  workoutIds: string[],
): Promise<{ exerciseId: string }[]> {
  return queryRows<{ exerciseId: string }>(
    tx,
    sql`WITH r AS (
          SELECT r.* FROM data_import_rows r
          WHERE r.import_id = ${importId} AND r.error_code IS NULL AND r.workout_key IN (${keyListOf(keys)})),
        numbered AS (
          SELECT r.*, ${workoutExerciseIdOf(sql`r`)} AS we_id,
                 row_number() OVER (PARTITION BY r.workout_id, r.exercise_name, r.exercise_order ORDER BY r.line)
                   AS set_index,
                 row_number() OVER (PARTITION BY r.workout_id ORDER BY r.line) AS position
          FROM r WHERE r.workout_id IN (${idListOf(workoutIds)}))
        INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, reps, weight_unit,
                                  rpe, notes, set_kind, is_completed, completed_at, distance_m, duration_sec,
                                  created_at, updated_at)
        SELECT uuid_v3(n.we_id, n.set_index::text), n.we_id, ${userId}, m.exercise_id, n.set_index,
               n.weight, n.reps, n.weight_unit, round(n.rpe * 2) / 2, left(n.notes, 1000), n.set_kind, true,
               coalesce(n.completed_at, n.started_at + make_interval(secs => n.position * 60)), n.distance_m,
               n.duration_sec, now(), now()
        FROM numbered n
        JOIN data_import_exercises m ON m.import_id = ${importId} AND m.name = n.exercise_name
        RETURNING exercise_id AS "exerciseId"`,
  );
}

/**
 * What the device recorded of each of `workoutIds` (issue 42): its staged activity (data_import_activities, by the
 * workout key its rows share), as workout_activities rows.
 */
export async function insertImportedActivities(
  tx: AppDb,
  importId: string,
  userId: string,
  workoutIds: string[],
): Promise<void> {
  if (workoutIds.length === 0) return;
  await queryRows(
    tx,
    sql`INSERT INTO workout_activities (workout_id, user_id, sport, source, device, distance_m, moving_sec,
                                        elapsed_sec, avg_hr, max_hr, calories, elevation_gain_m, utc_offset_min,
                                        time_zone, route)
        SELECT k.workout_id, ${userId}, a.sport, a.source, a.device, a.distance_m, a.moving_sec, a.elapsed_sec,
               CASE WHEN a.avg_hr BETWEEN 20 AND 260 THEN a.avg_hr END,
               CASE WHEN a.max_hr BETWEEN 20 AND 260 THEN a.max_hr END, a.calories, a.elevation_gain_m,
               CASE WHEN a.utc_offset_min BETWEEN -840 AND 840 THEN a.utc_offset_min END, a.time_zone,
               coalesce(a.route, '[]'::jsonb)
        FROM data_import_activities a
        JOIN (SELECT DISTINCT r.workout_key, r.workout_id FROM data_import_rows r
              WHERE r.import_id = ${importId} AND r.error_code IS NULL AND r.workout_id IN (${idListOf(workoutIds)})) k
          ON k.workout_key = a.workout_key
        WHERE a.import_id = ${importId}
        ON CONFLICT (workout_id) DO NOTHING`,
  );
}

/**
 * Undo of an import (issue 42): removes the member's workouts that import created (their exercises, sets and
 * activities go with them). Answers how many, and the exercises they held (for their records).
 */
export async function deleteImportedWorkouts(
  tx: AppDb,
  userId: string,
  importId: string,
): Promise<{ count: number; exerciseIds: string[] }> {
  const exercises = await queryRows<{ id: string }>(
    tx,
    sql`SELECT DISTINCT we.exercise_id AS id FROM workout_exercises we JOIN workouts w ON w.id = we.workout_id
        WHERE w.user_id = ${userId} AND w.import_id = ${importId}`,
  );
  const deleted = await queryRows<{ id: string }>(
    tx,
    sql`DELETE FROM workouts WHERE user_id = ${userId} AND import_id = ${importId} RETURNING id`,
  );
  return { count: deleted.length, exerciseIds: exercises.map((e) => e.id) };
}
