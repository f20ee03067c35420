import { sql, type SQL } from 'drizzle-orm';
import type { PersonalRecordKind } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

// ---- Personal records ----

/**
 * The distinct (weight in kg, reps) pairs of the member's earlier completed working sets of an exercise: everything
 * the record rules compare with, without one row per set. `kgPerLb` converts sets logged in lb. A query to read
 * inside a set's log (ADR 013); `exerciseId` may be a column of that statement.
 *
 * It hops from one distinct (unit, weight, reps) to the next along workout_sets_working_pairs_idx (migration 0013),
 * so its cost grows with the pairs a member has lifted, not with every set they ever logged.
 */
export function previousWorkingPairsQuery(
  userId: string,
  exerciseId: string | SQL,
  exceptSetId: string,
  kgPerLb: number,
): SQL {
  const working = sql`user_id = ${userId} AND exercise_id = ${exerciseId} AND id <> ${exceptSetId}
      AND is_completed AND set_kind <> 'warmup' AND weight > 0 AND reps > 0`;
  return sql`WITH RECURSIVE pairs AS (
        (SELECT weight_unit, weight, reps FROM workout_sets WHERE ${working}
         ORDER BY weight_unit, weight, reps LIMIT 1)
        UNION ALL
        SELECT next.weight_unit, next.weight, next.reps FROM pairs p CROSS JOIN LATERAL (
          SELECT weight_unit, weight, reps FROM workout_sets
          WHERE ${working} AND (weight_unit, weight, reps) > (p.weight_unit, p.weight, p.reps)
          ORDER BY weight_unit, weight, reps LIMIT 1) next)
      SELECT DISTINCT CASE WHEN weight_unit = 'lb' THEN weight * ${kgPerLb} ELSE weight END AS weight_kg, reps
      FROM pairs`;
}

export interface NewPersonalRecord {
  setId: string;
  userId: string;
  exerciseId: string;
  kinds: PersonalRecordKind[];
  weightKg: number;
  reps: number;
  oneRepMaxKg: number;
}

/** The INSERT of a set's records, for the statement that stores the set (ADR 013). */
export function personalRecordInsert(record: NewPersonalRecord): SQL {
  const kinds = sql.join(
    record.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`INSERT INTO personal_records (set_id, user_id, exercise_id, kinds, weight_kg, reps, one_rep_max_kg)
      VALUES (${record.setId}, ${record.userId}, ${record.exerciseId}, ARRAY[${kinds}]::text[], ${record.weightKg},
              ${record.reps}, ${record.oneRepMaxKg})`;
}

export interface RecordCandidateRow {
  id: string;
  weight: number | string;
  reps: number;
  weight_unit: 'kg' | 'lb';
}

/** The member's sets of an exercise that can hold a record (completed working sets with weight and reps), oldest first. */
export async function findRecordCandidates(
  db: AppDb,
  userId: string,
  exerciseId: string,
): Promise<RecordCandidateRow[]> {
  return queryRows<RecordCandidateRow>(
    db,
    sql`
    SELECT s.id, s.weight, s.reps, s.weight_unit FROM workout_sets s
    WHERE s.user_id = ${userId} AND s.exercise_id = ${exerciseId} AND s.is_completed AND s.completed_at IS NOT NULL
      AND s.weight IS NOT NULL AND s.reps IS NOT NULL AND s.set_kind <> 'warmup'
    ORDER BY s.completed_at, s.set_index, s.id`,
  );
}

/**
 * Makes the records of the sets in `setIds` what `records` says, in one statement: theirs that are not in `records`
 * go, the others are stored or replaced. Records of other sets (one logged meanwhile) are left alone.
 */
export async function replacePersonalRecords(
  db: AppDb,
  userId: string,
  setIds: string[],
  records: NewPersonalRecord[],
): Promise<void> {
  const ids = (list: string[]) => sql`string_to_array(${list.join(',')}, ',')::uuid[]`;
  const kept = records.map((record) => record.setId);
  const stored = records.length
    ? sql`, stored AS (
        INSERT INTO personal_records (set_id, user_id, exercise_id, kinds, weight_kg, reps, one_rep_max_kg)
        VALUES ${sql.join(
          records.map(
            (r) => sql`(${r.setId}::uuid, ${r.userId}, ${r.exerciseId}::uuid,
                         string_to_array(${r.kinds.join(',')}, ',')::text[], ${r.weightKg}, ${r.reps}, ${r.oneRepMaxKg})`,
          ),
          sql`, `,
        )}
        ON CONFLICT (set_id) DO UPDATE SET kinds = EXCLUDED.kinds, weight_kg = EXCLUDED.weight_kg,
          reps = EXCLUDED.reps, one_rep_max_kg = EXCLUDED.one_rep_max_kg
        RETURNING set_id)`
    : sql``;
  await db.execute(sql`
    WITH gone AS (
      DELETE FROM personal_records
      WHERE user_id = ${userId} AND set_id = ANY(${ids(setIds)}) AND NOT (set_id = ANY(${ids(kept)}))
      RETURNING set_id)
    ${stored}
    SELECT 1`);
}

// ---- Records decided over many sets at once ----

/**
 * The records of the completed working sets `scope` selects (a condition on `workout_sets s`), in one statement,
 * decided over those sets as logging them one by one, oldest first, would have (personalRecordOf, domain's
 * isPersonalRecord): each set against every earlier one of its member's exercise, weights in kg to the gram, a
 * first-ever set beating nothing. Its weight beats theirs (`weight`), its reps beat theirs at the same weight
 * (`reps_at_weight`), its estimated 1RM (Epley, a single is its own) beats theirs (`one_rep_max`), its weight x reps
 * beats theirs (`volume`). The 1RM and volume are compared in float8, the JavaScript numbers the log compares, so a
 * tie the log's arithmetic breaks breaks the same way here. Imports (data) and the seeds decide records through it.
 */
function insertRecordsOf(scope: SQL): SQL {
  return sql`WITH working AS (
        SELECT s.id, s.user_id, s.exercise_id, s.reps, s.completed_at,
               round(s.weight * CASE s.weight_unit WHEN 'lb' THEN 1 / 2.2046226218 ELSE 1 END, 3) AS kg
        FROM workout_sets s
        WHERE ${scope} AND s.is_completed AND s.set_kind <> 'warmup' AND s.weight > 0 AND s.reps > 0),
      scored AS (
        SELECT w.*, CASE WHEN w.reps = 1 THEN w.kg::float8 ELSE w.kg::float8 * (1 + w.reps::float8 / 30) END AS e1rm,
               w.kg::float8 * w.reps AS volume
        FROM working w WHERE w.kg > 0),
      ranked AS (
        SELECT s.*, max(s.kg) OVER earlier AS best_kg, max(s.e1rm) OVER earlier AS best_e1rm,
               max(s.volume) OVER earlier AS best_volume, max(s.reps) OVER earlier_at_weight AS best_reps
        FROM scored s
        WINDOW earlier AS (PARTITION BY s.user_id, s.exercise_id ORDER BY s.completed_at, s.id
                           ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING),
               earlier_at_weight AS (PARTITION BY s.user_id, s.exercise_id, s.kg ORDER BY s.completed_at, s.id
                                     ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING))
      INSERT INTO personal_records (set_id, user_id, exercise_id, kinds, weight_kg, reps, one_rep_max_kg, created_at)
      SELECT r.id, r.user_id, r.exercise_id,
             array_remove(ARRAY[CASE WHEN r.kg > r.best_kg THEN 'weight' END,
                                CASE WHEN r.reps > r.best_reps THEN 'reps_at_weight' END,
                                CASE WHEN r.e1rm > r.best_e1rm THEN 'one_rep_max' END,
                                CASE WHEN r.volume > r.best_volume THEN 'volume' END], NULL),
             r.kg, r.reps, round(r.e1rm::numeric, 3), r.completed_at
      FROM ranked r
      WHERE r.best_kg IS NOT NULL
        AND (r.kg > r.best_kg OR r.reps > r.best_reps OR r.e1rm > r.best_e1rm OR r.volume > r.best_volume)`;
}

/**
 * The member's records on these exercises decided again over every working set (insertRecordsOf): what an import
 * stores for the workouts it brought, beside those logged here.
 */
export async function recomputeExercisesRecords(db: AppDb, userId: string, exerciseIds: string[]) {
  if (exerciseIds.length === 0) return;
  const list = sql.join(
    exerciseIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await queryRows(tx, sql`DELETE FROM personal_records WHERE user_id = ${userId} AND exercise_id IN (${list})`);
    await queryRows(tx, insertRecordsOf(sql`s.user_id = ${userId} AND s.exercise_id IN (${list})`));
  });
}

/**
 * Every record of these members decided again over all their working sets, in two statements whatever their number
 * (the seeds, issue 37: the demo member, seed:scale's thousands). Ids must hold no comma (ours are UUIDs or
 * `scale-social-N`).
 */
export async function recomputeMembersRecords(db: AppDb, userIds: string[]) {
  if (userIds.length === 0) return;
  const members = sql`ANY(string_to_array(${userIds.join(',')}, ','))`;
  await db.transaction(async (tx) => {
    await queryRows(tx, sql`DELETE FROM personal_records WHERE user_id = ${members}`);
    await queryRows(tx, insertRecordsOf(sql`s.user_id = ${members}`));
  });
}
