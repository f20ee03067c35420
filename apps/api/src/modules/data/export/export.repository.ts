import { sql } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';
import { queryRows } from '../../../core/db';
import type { AppDb } from '../../../db/client';
import { exerciseNameSql } from '../../catalogue';

/** What an export reads (issue 24): a page of workouts at a time, so 25,000 sets never sit in memory at once. */

export interface ExportSetRow {
  workoutId: string;
  title: string;
  startedAt: string;
  endedAt: string | null;
  workoutNotes: string | null;
  exercise: string;
  exerciseId: string;
  custom: boolean;
  orderIndex: number;
  superset: string | null;
  exerciseNotes: string | null;
  setIndex: number;
  kind: string;
  weight: string | null;
  unit: string;
  reps: number | null;
  rpe: string | null;
  distanceM: string | null;
  durationSec: number | null;
  notes: string | null;
  completedAt: string | null;
}

export interface WorkoutCursor {
  startedAt: string;
  id: string;
}

/** The sets of the member's next `limit` finished workouts after the cursor, oldest first. */
export async function pageOfSets(
  db: AppDb,
  userId: string,
  lang: LanguageCode,
  after: WorkoutCursor | null,
  limit: number,
): Promise<ExportSetRow[]> {
  return queryRows<ExportSetRow>(
    db,
    sql`WITH w AS (
          SELECT id, title, started_at, ended_at, notes FROM workouts
          WHERE user_id = ${userId} AND ended_at IS NOT NULL
            ${after ? sql`AND (started_at, id) > (${after.startedAt}::timestamptz, ${after.id}::uuid)` : sql``}
          ORDER BY started_at, id LIMIT ${limit})
        SELECT w.id AS "workoutId", w.title, to_json(w.started_at) #>> '{}' AS "startedAt",
               to_json(w.ended_at) #>> '{}' AS "endedAt", w.notes AS "workoutNotes",
               ${exerciseNameSql(sql`we.exercise_id`, lang)} AS exercise, we.exercise_id AS "exerciseId",
               (e.owner_user_id IS NOT NULL) AS custom, we.order_index AS "orderIndex",
               we.superset_group_id AS superset, we.notes AS "exerciseNotes", s.set_index AS "setIndex",
               s.set_kind AS kind, s.weight::text AS weight, s.weight_unit AS unit, s.reps, s.rpe::text AS rpe,
               s.distance_m::text AS "distanceM", s.duration_sec AS "durationSec", s.notes,
               to_json(s.completed_at) #>> '{}' AS "completedAt"
        FROM w
        JOIN workout_exercises we ON we.workout_id = w.id
        JOIN exercises e ON e.id = we.exercise_id
        JOIN workout_sets s ON s.workout_exercise_id = we.id
        ORDER BY w.started_at, w.id, we.order_index, s.set_index`,
  );
}

/** The last workout of a page of sets: where the next page starts. */
export async function workoutCursorOf(db: AppDb, workoutId: string): Promise<WorkoutCursor> {
  const [row] = await queryRows<WorkoutCursor>(
    db,
    sql`SELECT to_json(started_at) #>> '{}' AS "startedAt", id FROM workouts WHERE id = ${workoutId}`,
  );
  return row!;
}

export async function accountOf(db: AppDb, userId: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT u.name, u.email, u.email_verified AS "emailVerified", u.created_at AS "createdAt"
        FROM "user" u WHERE u.id = ${userId}`,
  );
  return row ?? {};
}

/**
 * The other tables that hold the member's rows (journal, measurements, readiness, life areas, coach, social...),
 * found by their user_id column, so an area added later is exported too. Not: sign-in secrets (sessions, accounts,
 * verifications), the workouts (written above, in their own shape), rows derived from them, and imports.
 */
const NOT_EXPORTED = new Set([
  'session',
  'account',
  'verification',
  'two_factor',
  'twoFactor',
  'passkey',
  'workouts',
  'workout_exercises',
  'workout_sets',
  'workout_exercise_stats',
  'personal_records',
  'data_imports',
  'data_import_rows',
  'data_import_exercises',
  'signin_secrets',
]);

export async function memberTables(db: AppDb): Promise<string[]> {
  const rows = await queryRows<{ table: string }>(
    db,
    sql`SELECT c.table_name AS "table" FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
        ORDER BY 1`,
  );
  return rows.map((r) => r.table).filter((t) => !NOT_EXPORTED.has(t));
}

/** The member's rows of one table, as JSON objects, a page at a time (by ctid order is not stable: by row text). */
export async function rowsOf(db: AppDb, table: string, userId: string, offset: number, limit: number) {
  const rows = await queryRows<{ row: Record<string, unknown> }>(
    db,
    sql`SELECT to_jsonb(t) AS row FROM ${sql.identifier(table)} t WHERE t.user_id = ${userId}
        ORDER BY to_jsonb(t)::text LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((r) => r.row);
}

export async function customExercises(db: AppDb, userId: string) {
  return queryRows<Record<string, unknown>>(
    db,
    sql`SELECT e.id, e.load_type AS "loadType", e.load_mode AS "loadMode", e.effort_mode AS "effortMode",
               (SELECT json_object_agg(t.language_code, t.name) FROM exercises_translations t
                WHERE t.exercise_id = e.id) AS names
        FROM exercises e WHERE e.owner_user_id = ${userId} ORDER BY e.created_at, e.id`,
  );
}
