import { sql } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';
import type { BrokenRow, IMPORT_STATUSES, ImportSource } from '@lifeorbit/contracts/data';
import { queryRows } from '../../../core/db';
import type { AppDb } from '../../../db/client';
import { customExerciseInsertCtes, exerciseNameSql } from '../../catalogue';
import type { RowProblem, StagedSet } from './import-formats';
import { IMPORT_NAMESPACE } from './import-ids';

export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Staging and running an import (issue 24): only this file and the other repositories here hold SQL. */

export interface StagedRow {
  line: number;
  /** The member of a zip the row comes from (issue 42); none for the uploaded file itself. */
  file?: string | null;
  set?: StagedSet;
  /** The id the set's workout gets (import-ids.ts), made as the file is staged. */
  workoutId?: string;
  problem?: RowProblem;
}

export async function deleteImport(db: AppDb, id: string) {
  await queryRows(db, sql`DELETE FROM data_imports WHERE id = ${id}`);
}

/** One multi-row INSERT for a batch of parsed rows (a few hundred at a time, as the file streams in). */
export async function insertStagedRows(db: AppDb, importId: string, rows: StagedRow[]) {
  if (rows.length === 0) return;
  const values = rows.map(({ line, set: s, problem, workoutId, file }) =>
    s
      ? sql`(${importId}, ${line}, ${file ?? null}, ${s.workoutKey}, ${workoutId}::uuid, ${s.workoutTitle},
          ${s.startedAt.toISOString()}::timestamptz,
          ${s.endedAt?.toISOString() ?? null}::timestamptz, ${s.workoutNotes}, ${s.exerciseName}, ${s.setKind},
          ${s.weight}::numeric, ${s.weightUnit}, ${s.reps}::integer, ${s.rpe}::numeric, ${s.distanceM}::numeric,
          ${s.durationSec}::integer, ${s.notes}, ${s.supersetKey}, NULL, NULL, ${s.own?.exerciseOrder ?? null}::integer,
          ${s.own?.exerciseNotes ?? null}, ${(s.own?.completedAt ?? s.completedAt)?.toISOString() ?? null}::timestamptz,
          ${s.own?.customLoadType ?? null}, ${s.own?.customLoadMode ?? null}, ${s.own?.customEffortMode ?? null})`
      : sql`(${importId}, ${line}, ${file ?? null}, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
          NULL, NULL, ${problem!.code}, ${problem!.field}, NULL, NULL, NULL, NULL, NULL, NULL)`,
  );
  await queryRows(
    db,
    sql`INSERT INTO data_import_rows (import_id, line, file, workout_key, workout_id, workout_title, started_at, ended_at,
          workout_notes, exercise_name, set_kind, weight, weight_unit, reps, rpe, distance_m, duration_sec, notes, superset_key,
          error_code, error_field, exercise_order, exercise_notes, completed_at, custom_load_type, custom_load_mode,
          custom_effort_mode)
        VALUES ${sql.join(values, sql`, `)}`,
  );
}

export async function setImportCounts(db: AppDb, id: string, totalRows: number, brokenRows: number) {
  await queryRows(
    db,
    sql`UPDATE data_imports SET total_rows = ${totalRows}, broken_rows = ${brokenRows} WHERE id = ${id}`,
  );
}

export interface ImportRow {
  id: string;
  userId: string;
  source: ImportSource;
  fileName: string;
  status: ImportStatus;
  bytesRead: number;
  rowsRead: number;
  duplicatesInFile: number;
  totalRows: number;
  brokenRows: number;
  workoutsDone: number;
  workoutsCreated: number;
  setsCreated: number;
}

export async function findImport(db: AppDb, userId: string, id: string): Promise<ImportRow | null> {
  const [row] = await queryRows<ImportRow>(
    db,
    sql`SELECT id, user_id AS "userId", source, file_name AS "fileName", status, total_rows AS "totalRows",
               broken_rows AS "brokenRows", workouts_done AS "workoutsDone", workouts_created AS "workoutsCreated",
               sets_created AS "setsCreated", bytes_read::float8 AS "bytesRead", rows_read AS "rowsRead",
               duplicates_in_file AS "duplicatesInFile"
        FROM data_imports WHERE id = ${id} AND user_id = ${userId}`,
  );
  return row ?? null;
}

/**
 * Staged workouts that are already in the account (a file imported before, or our own export's own ids). A device's
 * activity is also here when the member has a workout that started within 2 minutes of it and lasted as long within
 * 5 % or 60 s (the same run from the watch and from Strava, issue 42).
 */
export const alreadyHereSql = (userId: string, source: ImportSource) => sql`(
  EXISTS (SELECT 1 FROM workouts w WHERE w.id = r.workout_id)
  ${source === 'lifeorbit' ? sql`OR EXISTS (SELECT 1 FROM workouts w WHERE w.user_id = ${userId} AND w.id::text = r.workout_key)` : sql``}
  ${
    DEVICE_SOURCES.has(source)
      ? sql`OR EXISTS (
          SELECT 1 FROM workouts w
          WHERE w.user_id = ${userId} AND w.ended_at IS NOT NULL
            AND w.started_at BETWEEN r.started_at - interval '2 minutes' AND r.started_at + interval '2 minutes'
            AND abs(extract(epoch FROM w.ended_at - w.started_at) - extract(epoch FROM r.ended_at - r.started_at))
                <= greatest(60, 0.05 * greatest(extract(epoch FROM w.ended_at - w.started_at),
                                                extract(epoch FROM r.ended_at - r.started_at))))`
      : sql``
  })`;

/** The sources of issue 42: a watch's or phone's files. */
export const DEVICE_SOURCES: ReadonlySet<ImportSource> = new Set(['fit', 'gpx', 'tcx', 'apple_health', 'zip']);

export interface ImportSummary {
  workouts: number;
  sets: number;
  workoutsAlreadyHere: number;
  firstDay: string | null;
  lastDay: string | null;
}

export async function summarise(db: AppDb, imp: ImportRow): Promise<ImportSummary> {
  const [row] = await queryRows<ImportSummary>(
    db,
    sql`WITH w AS (
          SELECT r.workout_key, min(r.started_at) AS started_at, count(*) AS sets,
                 bool_or(${alreadyHereSql(imp.userId, imp.source)}) AS here
          FROM data_import_rows r WHERE r.import_id = ${imp.id} AND r.error_code IS NULL GROUP BY r.workout_key)
        SELECT count(*)::int AS workouts, coalesce(sum(sets), 0)::int AS sets,
               count(*) FILTER (WHERE here)::int AS "workoutsAlreadyHere",
               to_char(min(started_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "firstDay",
               to_char(max(started_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "lastDay"
        FROM w`,
  );
  return row!;
}

export async function listBrokenRows(db: AppDb, importId: string, limit: number): Promise<BrokenRow[]> {
  return queryRows<BrokenRow>(
    db,
    sql`SELECT line, error_field AS field, error_code AS code, file FROM data_import_rows
        WHERE import_id = ${importId} AND error_code IS NOT NULL ORDER BY line LIMIT ${limit}`,
  );
}

/**
 * The exercise for each name of the file, found by its name (or a variant, e.g. Strong's "Bench Press (Dumbbell)" as
 * "Dumbbell Bench Press") among the catalogue's names and aliases in every language and the member's own exercises;
 * names found nowhere are kept with no exercise, for the member to choose.
 */
export async function matchExerciseNames(
  db: AppDb,
  importId: string,
  userId: string,
  variants: { name: string; variant: string; rank: number }[],
) {
  const values = variants.length
    ? sql.join(
        variants.map((v) => sql`(${v.name}, catalogue_search_fold(${v.variant}), ${v.rank}::int)`),
        sql`, `,
      )
    : sql`(NULL::text, NULL::text, NULL::int)`;
  await queryRows(
    db,
    sql`WITH names AS (
          SELECT DISTINCT exercise_name AS name FROM data_import_rows
          WHERE import_id = ${importId} AND error_code IS NULL),
        v (name, folded, rank) AS (VALUES ${values}),
        hits AS (
          SELECT DISTINCT ON (v.name) v.name, e.id
          FROM v JOIN exercises e ON (e.owner_user_id IS NULL OR e.owner_user_id = ${userId})
          WHERE EXISTS (SELECT 1 FROM exercises_translations t WHERE t.exercise_id = e.id AND t.search_name = v.folded)
             OR EXISTS (SELECT 1 FROM exercise_aliases a WHERE a.exercise_id = e.id AND a.search_alias = v.folded)
          ORDER BY v.name, v.rank, (e.owner_user_id IS NULL), e.id)
        INSERT INTO data_import_exercises (import_id, name, exercise_id, matched)
        SELECT ${importId}, n.name, h.id, CASE WHEN h.id IS NULL THEN 'none' ELSE 'exact' END
        FROM names n LEFT JOIN hits h ON h.name = n.name
        ON CONFLICT (import_id, name) DO NOTHING`,
  );
}

export async function distinctExerciseNames(db: AppDb, importId: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT DISTINCT exercise_name AS name FROM data_import_rows
        WHERE import_id = ${importId} AND error_code IS NULL ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

export interface NameMatchRow {
  name: string;
  sets: number;
  matched: 'exact' | 'chosen' | 'none';
  exerciseId: string | null;
  exerciseName: string | null;
}

export async function listNameMatches(db: AppDb, importId: string, lang: LanguageCode): Promise<NameMatchRow[]> {
  return queryRows<NameMatchRow>(
    db,
    sql`SELECT m.name, (SELECT count(*)::int FROM data_import_rows r
                         WHERE r.import_id = m.import_id AND r.exercise_name = m.name AND r.error_code IS NULL) AS sets,
               m.matched, m.exercise_id AS "exerciseId",
               CASE WHEN m.exercise_id IS NULL THEN NULL ELSE ${exerciseNameSql(sql`m.exercise_id`, lang)} END
                 AS "exerciseName"
        FROM data_import_exercises m WHERE m.import_id = ${importId}
        ORDER BY (m.matched = 'none') DESC, m.name`,
  );
}

export interface SearchableName {
  exerciseId: string;
  folded: string;
}

/** Every name and alias of the catalogue and of the member's own exercises (a few thousand short rows at most). */
export async function listSearchableNames(db: AppDb, userId: string): Promise<SearchableName[]> {
  return queryRows<SearchableName>(
    db,
    sql`SELECT e.id AS "exerciseId", t.search_name AS folded
        FROM exercises e JOIN exercises_translations t ON t.exercise_id = e.id
        WHERE e.owner_user_id IS NULL OR e.owner_user_id = ${userId}
        UNION ALL
        SELECT e.id, a.search_alias
        FROM exercises e JOIN exercise_aliases a ON a.exercise_id = e.id
        WHERE e.owner_user_id IS NULL OR e.owner_user_id = ${userId}`,
  );
}

export async function exerciseNames(db: AppDb, ids: string[], lang: LanguageCode): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT e.id, ${exerciseNameSql(sql`e.id`, lang)} AS name FROM exercises e
        WHERE e.id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function setNameMapping(db: AppDb, importId: string, name: string, exerciseId: string | null) {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`UPDATE data_import_exercises SET exercise_id = ${exerciseId}::uuid,
               matched = CASE WHEN ${exerciseId}::uuid IS NULL THEN 'none' ELSE 'chosen' END
        WHERE import_id = ${importId} AND name = ${name} RETURNING name`,
  );
  return rows.length > 0;
}

/**
 * Names still without an exercise, with what the file says about them (for a custom exercise's kind): the load type
 * and effort mode our own export gives a member's own exercise, else what its sets hold.
 */
export async function unmatchedNames(db: AppDb, importId: string) {
  return queryRows<{
    name: string;
    withWeight: boolean;
    withReps: boolean;
    withDistance: boolean;
    withTime: boolean;
    loadType: string | null;
    loadMode: string | null;
    effortMode: string | null;
  }>(
    db,
    sql`SELECT m.name,
               bool_or(r.weight > 0) AS "withWeight", bool_or(r.reps > 0) AS "withReps",
               bool_or(r.distance_m > 0) AS "withDistance", bool_or(r.duration_sec > 0) AS "withTime",
               min(r.custom_load_type) AS "loadType", min(r.custom_load_mode) AS "loadMode",
               min(r.custom_effort_mode) AS "effortMode"
        FROM data_import_exercises m
        JOIN data_import_rows r ON r.import_id = m.import_id AND r.exercise_name = m.name AND r.error_code IS NULL
        WHERE m.import_id = ${importId} AND m.exercise_id IS NULL
        GROUP BY m.name ORDER BY m.name`,
  );
}

/**
 * Makes the member's own exercise for a name still without one (catalogue writes it, customExerciseInsertCtes) and
 * maps the name to it, in one statement; its id is derived from the member and the name, so a second run finds it.
 */
export async function createCustomExercise(
  db: AppDb,
  importId: string,
  userId: string,
  name: string,
  lang: LanguageCode,
  kind: { loadType: string; effortMode: string; loadMode?: string | null },
) {
  const id = sql`uuid_v3(${IMPORT_NAMESPACE}::uuid, ${userId} || ':import-exercise:' || catalogue_search_fold(${name}))`;
  await queryRows(
    db,
    sql`WITH ${customExerciseInsertCtes(id, userId, name, lang, kind)}
        UPDATE data_import_exercises SET exercise_id = (SELECT id FROM e), matched = 'chosen'
        WHERE import_id = ${importId} AND name = ${name}`,
  );
}

export async function setStatus(db: AppDb, id: string, status: 'importing' | 'done' | 'staged' | 'undone') {
  await queryRows(
    db,
    sql`UPDATE data_imports SET status = ${status},
               finished_at = CASE WHEN ${status} = 'done' THEN now() ELSE finished_at END
        WHERE id = ${id}`,
  );
}

/** The workout keys of the next batch, in key order after `after`. */
export async function nextWorkoutKeys(db: AppDb, importId: string, after: string | null, limit: number) {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`SELECT DISTINCT workout_key AS key FROM data_import_rows
        WHERE import_id = ${importId} AND error_code IS NULL ${after === null ? sql`` : sql`AND workout_key > ${after}`}
        ORDER BY 1 LIMIT ${limit}`,
  );
  return rows.map((r) => r.key);
}

/** The import's progress after a batch that wrote workouts, in the batch's transaction. */
export async function addBatchProgress(
  tx: AppDb,
  importId: string,
  progress: { workoutsDone: number; workoutsCreated: number; setsCreated: number },
) {
  await queryRows(
    tx,
    sql`UPDATE data_imports SET workouts_done = workouts_done + ${progress.workoutsDone},
               workouts_created = workouts_created + ${progress.workoutsCreated},
               sets_created = sets_created + ${progress.setsCreated}
        WHERE id = ${importId}`,
  );
}

export async function addSkippedProgress(db: AppDb, importId: string, count: number) {
  await queryRows(db, sql`UPDATE data_imports SET workouts_done = workouts_done + ${count} WHERE id = ${importId}`);
}
