import { sql } from 'drizzle-orm';
import type { ImportActivitySport, ImportListItem, ImportSource } from '@lifeorbit/contracts/data';
import { queryRows } from '../../../core/db';
import type { AppDb } from '../../../db/client';
import type { DeviceActivity } from './devices/activity';
import type { HealthValue } from './devices/xml';
import { alreadyHereSql, type ImportRow } from './import.repository';

/** Staging of device imports (issue 42): activities, Apple Health's days, progress, and the list of imports. */

export interface StagedActivity {
  workoutKey: string;
  exerciseName: string;
  activity: DeviceActivity;
}

export async function insertStagedActivities(db: AppDb, importId: string, rows: StagedActivity[]) {
  if (rows.length === 0) return;
  const values = rows.map(
    ({ workoutKey, exerciseName, activity: a }) =>
      sql`(${importId}, ${workoutKey}, ${a.file}, ${a.source}, ${a.sport}, ${exerciseName}, ${a.device}, ${a.distanceM}::numeric,
           ${a.movingSec}::integer, ${a.elapsedSec}::integer, ${a.avgHr}::smallint, ${a.maxHr}::smallint,
           ${a.calories}::integer, ${a.elevationGainM}::numeric, ${a.utcOffsetMin}::smallint, ${a.timeZone},
           ${JSON.stringify(a.route)}::jsonb)`,
  );
  await queryRows(
    db,
    sql`INSERT INTO data_import_activities (import_id, workout_key, file, source, sport, exercise_name, device, distance_m,
          moving_sec, elapsed_sec, avg_hr, max_hr, calories, elevation_gain_m, utc_offset_min, time_zone, route)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (import_id, workout_key) DO NOTHING`,
  );
}

export async function insertStagedHealth(db: AppDb, importId: string, values: HealthValue[]) {
  for (let i = 0; i < values.length; i += 500) {
    const batch = values.slice(i, i + 500);
    await queryRows(
      db,
      sql`INSERT INTO data_import_health (import_id, kind, day, value)
          VALUES ${sql.join(
            batch.map((v) => sql`(${importId}, ${v.kind}, ${v.day}::date, ${v.value}::numeric)`),
            sql`, `,
          )}
          ON CONFLICT (import_id, kind, day) DO UPDATE SET value = excluded.value`,
    );
  }
}

export async function setProgress(db: AppDb, id: string, bytesRead: number, rowsRead: number) {
  await queryRows(db, sql`UPDATE data_imports SET bytes_read = ${bytesRead}, rows_read = ${rowsRead} WHERE id = ${id}`);
}

/** Staging finished: the source the content turned out to be, and the activities found twice in the file. */
export async function finishStaging(db: AppDb, id: string, source: ImportSource, duplicatesInFile: number) {
  await queryRows(
    db,
    sql`UPDATE data_imports SET status = 'staged', source = ${source}, duplicates_in_file = ${duplicatesInFile}
        WHERE id = ${id}`,
  );
}

/** The dry run's activities per sport: how many, how far, and how many the account already has. */
export async function summariseSports(db: AppDb, imp: ImportRow): Promise<ImportActivitySport[]> {
  const rows = await queryRows<{
    sport: ImportActivitySport['sport'];
    name: string;
    activities: number;
    distanceM: number;
    alreadyHere: number;
  }>(
    db,
    sql`WITH a AS (
          SELECT a.sport, a.exercise_name, a.distance_m,
                 EXISTS (SELECT 1 FROM data_import_rows r
                         WHERE r.import_id = a.import_id AND r.workout_key = a.workout_key AND r.error_code IS NULL
                           AND ${alreadyHereSql(imp.userId, imp.source)}) AS here
          FROM data_import_activities a WHERE a.import_id = ${imp.id})
        SELECT sport, nullif(min(exercise_name), '') AS name, count(*)::int AS activities,
               coalesce(sum(distance_m), 0)::float8 AS "distanceM", count(*) FILTER (WHERE here)::int AS "alreadyHere"
        FROM a GROUP BY sport ORDER BY count(*) DESC, sport`,
  );
  return rows;
}

export async function healthCounts(db: AppDb, importId: string) {
  const [row] = await queryRows<{ measurementDays: number; dailyDays: number }>(
    db,
    sql`SELECT count(DISTINCT day) FILTER (WHERE kind IN ('body_mass_kg', 'body_fat_pct'))::int AS "measurementDays",
               count(DISTINCT day) FILTER (WHERE kind IN ('resting_hr', 'sleep_minutes'))::int AS "dailyDays"
        FROM data_import_health WHERE import_id = ${importId}`,
  );
  return row ?? { measurementDays: 0, dailyDays: 0 };
}

export async function listImports(db: AppDb, userId: string, limit: number): Promise<ImportListItem[]> {
  const rows = await queryRows<Omit<ImportListItem, 'progress'> & { bytesRead: number; rowsRead: number }>(
    db,
    sql`SELECT id, source, file_name AS "fileName", status, workouts_created AS "workoutsCreated",
               bytes_read::float8 AS "bytesRead", rows_read AS "rowsRead",
               to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
               to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "finishedAt"
        FROM data_imports WHERE user_id = ${userId} ORDER BY created_at DESC, id LIMIT ${limit}`,
  );
  return rows.map(({ bytesRead, rowsRead, ...row }) => ({ ...row, progress: { bytesRead, rowsRead } }));
}

/** After an undo: the import stays listed, with nothing of it left. */
export async function markUndone(db: AppDb, id: string) {
  await queryRows(db, sql`UPDATE data_imports SET status = 'undone', finished_at = now() WHERE id = ${id}`);
}
