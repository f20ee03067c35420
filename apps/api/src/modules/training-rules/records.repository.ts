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

/**
 * The member's bests over their earlier completed working effort sets of an exercise (issue 39; domain's EffortBests):
 * the longest hold, the farthest distance, the fastest pace in seconds per metre, the heaviest weight without reps, as
 * one JSON object. Only read for a set with a time or a distance, so a lifting set's log never pays for it; a member's
 * sets of one time or distance exercise are few.
 */
export function effortBestsQuery(userId: string, exerciseId: string | SQL, exceptSetId: string, kgPerLb: number): SQL {
  return sql`SELECT json_build_object(
        'longestSec', max(duration_sec) FILTER (WHERE duration_sec > 0 AND COALESCE(distance_m, 0) = 0),
        'farthestM', max(distance_m) FILTER (WHERE distance_m > 0),
        'fastestSecPerM', min(duration_sec::float8 / distance_m::float8) FILTER (WHERE distance_m > 0 AND duration_sec > 0),
        'heaviestKg', max(round(weight * CASE weight_unit WHEN 'lb' THEN ${kgPerLb}::numeric ELSE 1 END, 3))
                        FILTER (WHERE weight > 0 AND COALESCE(reps, 0) = 0))
      FROM workout_sets
      WHERE user_id = ${userId} AND exercise_id = ${exerciseId} AND id <> ${exceptSetId}
        AND is_completed AND set_kind <> 'warmup' AND (duration_sec > 0 OR distance_m > 0)`;
}

export interface NewPersonalRecord {
  setId: string;
  userId: string;
  exerciseId: string;
  kinds: PersonalRecordKind[];
  /** Null for a time or distance set without a weight. */
  weightKg: number | null;
  reps: number | null;
  oneRepMaxKg: number | null;
  distanceM: number | null;
  durationSec: number | null;
}

const RECORD_COLUMNS = sql.raw(
  'set_id, user_id, exercise_id, kinds, weight_kg, reps, one_rep_max_kg, distance_m, duration_sec',
);

const recordValues = (r: NewPersonalRecord) =>
  sql`(${r.setId}::uuid, ${r.userId}, ${r.exerciseId}::uuid, string_to_array(${r.kinds.join(',')}, ',')::text[],
       ${r.weightKg}::numeric, ${r.reps}::integer, ${r.oneRepMaxKg}::numeric, ${r.distanceM}::numeric,
       ${r.durationSec}::integer)`;

/** The INSERT of a set's records, for the statement that stores the set (ADR 013). */
export function personalRecordInsert(record: NewPersonalRecord): SQL {
  return sql`INSERT INTO personal_records (${RECORD_COLUMNS}) VALUES ${recordValues(record)}`;
}

export interface RecordCandidateRow {
  id: string;
  weight: number | string | null;
  reps: number | null;
  weight_unit: 'kg' | 'lb';
  distance_m: number | string | null;
  duration_sec: number | null;
}

/**
 * The member's sets of an exercise that can hold a record, oldest first: completed working sets with weight and reps,
 * or with a time or a distance (issue 39).
 */
export async function findRecordCandidates(
  db: AppDb,
  userId: string,
  exerciseId: string,
): Promise<RecordCandidateRow[]> {
  return queryRows<RecordCandidateRow>(
    db,
    sql`
    SELECT s.id, s.weight, s.reps, s.weight_unit, s.distance_m, s.duration_sec FROM workout_sets s
    WHERE s.user_id = ${userId} AND s.exercise_id = ${exerciseId} AND s.is_completed AND s.completed_at IS NOT NULL
      AND ((s.weight IS NOT NULL AND s.reps IS NOT NULL) OR s.duration_sec > 0 OR s.distance_m > 0)
      AND s.set_kind <> 'warmup'
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
        INSERT INTO personal_records (${RECORD_COLUMNS})
        VALUES ${sql.join(records.map(recordValues), sql`, `)}
        ON CONFLICT (set_id) DO UPDATE SET kinds = EXCLUDED.kinds, weight_kg = EXCLUDED.weight_kg,
          reps = EXCLUDED.reps, one_rep_max_kg = EXCLUDED.one_rep_max_kg, distance_m = EXCLUDED.distance_m,
          duration_sec = EXCLUDED.duration_sec
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
 * tie the log's arithmetic breaks breaks the same way here. Sets with a time or a distance have the effort records of
 * domain's effortRecordKinds beside (issue 39): the longest hold, the farthest, the fastest pace (seconds per metre in
 * float8), the heaviest carry, the first of each a record. Imports (data) and the seeds decide records through it.
 */
function insertRecordsOf(scope: SQL): SQL {
  return sql`WITH working AS (
        SELECT s.id, s.user_id, s.exercise_id, s.reps, s.completed_at, s.distance_m, s.duration_sec,
               round(s.weight * CASE s.weight_unit WHEN 'lb' THEN 1 / 2.2046226218 ELSE 1 END, 3) AS kg
        FROM workout_sets s
        WHERE ${scope} AND s.is_completed AND s.set_kind <> 'warmup'
          AND ((s.weight > 0 AND s.reps > 0) OR s.duration_sec > 0 OR s.distance_m > 0)),
      scored AS (
        SELECT w.*, CASE WHEN w.reps = 1 THEN w.kg::float8 ELSE w.kg::float8 * (1 + w.reps::float8 / 30) END AS e1rm,
               w.kg::float8 * w.reps AS volume
        FROM working w WHERE w.kg > 0 AND w.reps > 0),
      ranked AS (
        SELECT s.*, max(s.kg) OVER earlier AS best_kg, max(s.e1rm) OVER earlier AS best_e1rm,
               max(s.volume) OVER earlier AS best_volume, max(s.reps) OVER earlier_at_weight AS best_reps
        FROM scored s
        WINDOW earlier AS (PARTITION BY s.user_id, s.exercise_id ORDER BY s.completed_at, s.id
                           ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING),
               earlier_at_weight AS (PARTITION BY s.user_id, s.exercise_id, s.kg ORDER BY s.completed_at, s.id
                                     ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)),
      lifted AS (
        SELECT r.id, r.e1rm,
               array_remove(ARRAY[CASE WHEN r.kg > r.best_kg THEN 'weight' END,
                                  CASE WHEN r.reps > r.best_reps THEN 'reps_at_weight' END,
                                  CASE WHEN r.e1rm > r.best_e1rm THEN 'one_rep_max' END,
                                  CASE WHEN r.volume > r.best_volume THEN 'volume' END], NULL) AS kinds
        FROM ranked r WHERE r.best_kg IS NOT NULL),
      efforts AS (
        SELECT w.*, COALESCE(w.duration_sec, 0) > 0 AND COALESCE(w.distance_m, 0) = 0 AS is_hold,
               COALESCE(w.kg, 0) > 0 AND COALESCE(w.reps, 0) = 0 AS is_carry,
               CASE WHEN w.distance_m > 0 AND w.duration_sec > 0
                    THEN w.duration_sec::float8 / w.distance_m::float8 END AS pace
        FROM working w WHERE w.duration_sec > 0 OR w.distance_m > 0),
      effort_ranked AS (
        SELECT e.*, max(e.duration_sec) FILTER (WHERE e.is_hold) OVER earlier AS best_sec,
               max(e.distance_m) FILTER (WHERE e.distance_m > 0) OVER earlier AS best_m,
               min(e.pace) OVER earlier AS best_pace, max(e.kg) FILTER (WHERE e.is_carry) OVER earlier AS best_carry
        FROM efforts e
        WINDOW earlier AS (PARTITION BY e.user_id, e.exercise_id ORDER BY e.completed_at, e.id
                           ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)),
      efforted AS (
        SELECT r.id,
               array_remove(ARRAY[CASE WHEN r.is_carry AND r.kg > COALESCE(r.best_carry, 0) THEN 'weight' END,
                                  CASE WHEN r.is_hold AND r.duration_sec > COALESCE(r.best_sec, 0)
                                       THEN 'longest_duration' END,
                                  CASE WHEN r.distance_m > COALESCE(r.best_m, 0) THEN 'longest_distance' END,
                                  CASE WHEN r.pace < COALESCE(r.best_pace, 'Infinity'::float8) THEN 'fastest_pace' END],
                            NULL) AS kinds
        FROM effort_ranked r),
      decided AS (
        SELECT w.*, l.e1rm, COALESCE(l.kinds, '{}'::text[]) || COALESCE(e.kinds, '{}'::text[]) AS kinds
        FROM working w LEFT JOIN lifted l ON l.id = w.id LEFT JOIN efforted e ON e.id = w.id)
      INSERT INTO personal_records (set_id, user_id, exercise_id, kinds, weight_kg, reps, one_rep_max_kg, distance_m,
                                    duration_sec, created_at)
      SELECT d.id, d.user_id, d.exercise_id, d.kinds, NULLIF(d.kg, 0), NULLIF(d.reps, 0),
             CASE WHEN d.kg > 0 AND d.reps > 0 THEN round(d.e1rm::numeric, 3) END, NULLIF(d.distance_m, 0),
             NULLIF(d.duration_sec, 0), d.completed_at
      FROM decided d
      WHERE cardinality(d.kinds) > 0`;
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
