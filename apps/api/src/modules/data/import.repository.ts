import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';
import type { BrokenRow, ImportSource } from '@lifeorbit/contracts/data';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { exerciseNameSql } from '../catalogue';
import type { RowProblem, StagedSet } from './import-formats';
import { IMPORT_NAMESPACE } from './import-ids';

/** Staging and running an import (issue 24): only this file and the other repositories here hold SQL. */

export interface StagedRow {
  line: number;
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
  const values = rows.map(({ line, set: s, problem, workoutId }) =>
    s
      ? sql`(${importId}, ${line}, ${s.workoutKey}, ${workoutId}::uuid, ${s.workoutTitle},
          ${s.startedAt.toISOString()}::timestamptz,
          ${s.endedAt?.toISOString() ?? null}::timestamptz, ${s.workoutNotes}, ${s.exerciseName}, ${s.setKind},
          ${s.weight}::numeric, ${s.weightUnit}, ${s.reps}::integer, ${s.rpe}::numeric, ${s.distanceM}::numeric,
          ${s.durationSec}::integer, ${s.notes}, ${s.supersetKey}, NULL, NULL)`
      : sql`(${importId}, ${line}, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
          NULL, NULL, ${problem!.code}, ${problem!.field})`,
  );
  await queryRows(
    db,
    sql`INSERT INTO data_import_rows (import_id, line, workout_key, workout_id, workout_title, started_at, ended_at,
          workout_notes, exercise_name, set_kind, weight, weight_unit, reps, rpe, distance_m, duration_sec, notes, superset_key,
          error_code, error_field)
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
  status: 'staged' | 'importing' | 'done';
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
               sets_created AS "setsCreated"
        FROM data_imports WHERE id = ${id} AND user_id = ${userId}`,
  );
  return row ?? null;
}

/** Staged workouts that are already in the account (a file imported before, or our own export's own ids). */
const alreadyHereSql = (userId: string, source: ImportSource) => sql`(
  EXISTS (SELECT 1 FROM workouts w WHERE w.id = r.workout_id)
  ${source === 'lifeorbit' ? sql`OR EXISTS (SELECT 1 FROM workouts w WHERE w.user_id = ${userId} AND w.id::text = r.workout_key)` : sql``})`;

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
    sql`SELECT line, error_field AS field, error_code AS code FROM data_import_rows
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

/** Names still without an exercise, with what the file says about them (for a custom exercise's kind). */
export async function unmatchedNames(db: AppDb, importId: string) {
  return queryRows<{ name: string; withWeight: boolean; withDistance: boolean; withTime: boolean }>(
    db,
    sql`SELECT m.name,
               bool_or(r.weight > 0) AS "withWeight", bool_or(r.distance_m > 0) AS "withDistance",
               bool_or(r.duration_sec > 0) AS "withTime"
        FROM data_import_exercises m
        JOIN data_import_rows r ON r.import_id = m.import_id AND r.exercise_name = m.name AND r.error_code IS NULL
        WHERE m.import_id = ${importId} AND m.exercise_id IS NULL
        GROUP BY m.name ORDER BY m.name`,
  );
}

export async function createCustomExercise(
  db: AppDb,
  importId: string,
  userId: string,
  name: string,
  lang: LanguageCode,
  loadType: string,
  effortMode: string,
) {
  await queryRows(
    db,
    sql`WITH e AS (
          INSERT INTO exercises (id, owner_user_id, load_type, load_mode, effort_mode)
          VALUES (uuid_v3(${IMPORT_NAMESPACE}::uuid, ${userId} || ':import-exercise:' || catalogue_search_fold(${name})),
                  ${userId}, ${loadType},
                  ${loadType === 'dumbbell' || loadType === 'kettlebell' ? 'per_hand' : 'total'}, ${effortMode})
          ON CONFLICT (id) DO UPDATE SET updated_at = exercises.updated_at
          RETURNING id),
        t AS (
          INSERT INTO exercises_translations (exercise_id, language_code, name)
          SELECT id, ${lang}, ${name.slice(0, 200)} FROM e
          ON CONFLICT DO NOTHING)
        UPDATE data_import_exercises SET exercise_id = (SELECT id FROM e), matched = 'chosen'
        WHERE import_id = ${importId} AND name = ${name}`,
  );
}

export async function setStatus(db: AppDb, id: string, status: 'importing' | 'done' | 'staged') {
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

/**
 * Writes one batch of workouts with their exercises and sets, as if they had been logged here (finished, every set
 * completed); a workout the account already has is left as it is. The set triggers keep the per-exercise summaries.
 * Answers what it created.
 */
export async function importBatch(
  db: AppDb,
  imp: ImportRow,
  keys: string[],
): Promise<{ workouts: number; sets: number; exerciseIds: string[] }> {
  const keyList: SQL = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const userId = imp.userId;
  return db.transaction(async (tx) => {
    const created = await queryRows<{ id: string; key: string }>(
      tx,
      sql`INSERT INTO workouts (id, user_id, title, started_at, ended_at, notes, created_at, updated_at)
          SELECT DISTINCT ON (r.workout_key) r.workout_id, ${userId},
                 left(r.workout_title, 120), r.started_at,
                 greatest(r.started_at, coalesce(max(r.ended_at) OVER (PARTITION BY r.workout_key), r.started_at)),
                 left(r.workout_notes, 2000), now(), now()
          FROM data_import_rows r
          WHERE r.import_id = ${imp.id} AND r.error_code IS NULL AND r.workout_key IN (${keyList})
            AND NOT ${alreadyHereSql(userId, imp.source)}
          ORDER BY r.workout_key, r.line
          ON CONFLICT (id) DO NOTHING
          RETURNING id, NULL AS key`,
    );
    if (created.length === 0) return { workouts: 0, sets: 0, exerciseIds: [] };
    const ids = sql.join(
      created.map((c) => sql`${c.id}::uuid`),
      sql`, `,
    );
    // One workout exercise per name in a workout, in the order the file first names them; a superset of the file
    // becomes a letter (A, B...) in order of appearance.
    await queryRows(
      tx,
      sql`WITH r AS (
            SELECT r.* FROM data_import_rows r
            WHERE r.import_id = ${imp.id} AND r.error_code IS NULL AND r.workout_key IN (${keyList})),
          ex AS (
            SELECT r.workout_id, r.exercise_name, min(r.line) AS first_line, count(*) AS sets,
                   min(r.superset_key) AS superset_key, (array_agg(r.weight_unit ORDER BY r.line))[1] AS unit,
                   string_agg(DISTINCT r.notes, ' · ') AS notes
            FROM r WHERE r.workout_id IN (${ids}) GROUP BY r.workout_id, r.exercise_name),
          ordered AS (
            SELECT ex.*, row_number() OVER (PARTITION BY workout_id ORDER BY first_line) - 1 AS order_index,
                   CASE WHEN superset_key IS NULL THEN NULL
                        ELSE dense_rank() OVER (PARTITION BY workout_id, superset_key IS NULL ORDER BY superset_key) END
                     AS superset_rank
            FROM ex)
          INSERT INTO workout_exercises (id, workout_id, user_id, exercise_id, order_index, weight_unit, notes,
                                         superset_group_id, superset_order, last_set_index)
          SELECT uuid_v3(o.workout_id, o.exercise_name), o.workout_id, ${userId}, m.exercise_id,
                 o.order_index, o.unit, left(o.notes, 1000),
                 CASE WHEN o.superset_rank BETWEEN 1 AND 26 THEN chr(64 + o.superset_rank::int) END,
                 CASE WHEN o.superset_rank BETWEEN 1 AND 26
                      THEN row_number() OVER (PARTITION BY o.workout_id, o.superset_rank ORDER BY o.first_line) - 1 END,
                 o.sets
          FROM ordered o
          JOIN data_import_exercises m ON m.import_id = ${imp.id} AND m.name = o.exercise_name`,
    );
    const sets = await queryRows<{ exerciseId: string }>(
      tx,
      sql`WITH r AS (
            SELECT r.* FROM data_import_rows r
            WHERE r.import_id = ${imp.id} AND r.error_code IS NULL AND r.workout_key IN (${keyList})),
          numbered AS (
            SELECT r.*, uuid_v3(r.workout_id, r.exercise_name) AS we_id,
                   row_number() OVER (PARTITION BY r.workout_id, r.exercise_name ORDER BY r.line) AS set_index,
                   row_number() OVER (PARTITION BY r.workout_id ORDER BY r.line) AS position
            FROM r WHERE r.workout_id IN (${ids}))
          INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, reps, weight_unit,
                                    rpe, notes, set_kind, is_completed, completed_at, distance_m, duration_sec,
                                    created_at, updated_at)
          SELECT uuid_v3(n.we_id, n.set_index::text), n.we_id, ${userId}, m.exercise_id, n.set_index,
                 n.weight, n.reps, n.weight_unit, round(n.rpe * 2) / 2, left(n.notes, 1000), n.set_kind, true,
                 n.started_at + make_interval(secs => n.position * 60), n.distance_m, n.duration_sec, now(), now()
          FROM numbered n
          JOIN data_import_exercises m ON m.import_id = ${imp.id} AND m.name = n.exercise_name
          RETURNING exercise_id AS "exerciseId"`,
    );
    await queryRows(
      tx,
      sql`UPDATE data_imports SET workouts_done = workouts_done + ${keys.length},
                 workouts_created = workouts_created + ${created.length}, sets_created = sets_created + ${sets.length}
          WHERE id = ${imp.id}`,
    );
    return { workouts: created.length, sets: sets.length, exerciseIds: [...new Set(sets.map((s) => s.exerciseId))] };
  });
}

export async function addSkippedProgress(db: AppDb, importId: string, count: number) {
  await queryRows(db, sql`UPDATE data_imports SET workouts_done = workouts_done + ${count} WHERE id = ${importId}`);
}

export async function preferredLanguage(db: AppDb, userId: string): Promise<LanguageCode> {
  const [row] = await queryRows<{ lang: LanguageCode | null }>(
    db,
    sql`SELECT preferred_language AS lang FROM profiles WHERE user_id = ${userId}`,
  );
  return row?.lang ?? 'en';
}
