import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/**
 * Personal records decided over many sets at once (issue 24; issue 37 for the seeds): what an import stores for the
 * workouts it brought, and the seeds for the training they write, so both show what logging the sets would have.
 */

/**
 * The records of the completed working sets `scope` selects (a condition on `workout_sets s`), decided over those sets
 * as logging them one by one would have, in one statement: a set that beat every earlier one of its member's exercise
 * on weight or estimated 1RM (in kg). Imports and the seeds both decide records through this one statement.
 */
function insertRecordsOf(scope: SQL): SQL {
  return sql`WITH working AS (
        SELECT s.id, s.user_id, s.exercise_id, s.reps, s.completed_at,
               s.weight * CASE s.weight_unit WHEN 'lb' THEN 1 / 2.2046226218 ELSE 1 END AS kg
        FROM workout_sets s
        WHERE ${scope} AND s.is_completed AND s.set_kind <> 'warmup' AND s.weight > 0 AND s.reps > 0),
      scored AS (SELECT w.*, CASE WHEN w.reps = 1 THEN w.kg ELSE w.kg * (1 + w.reps / 30.0) END AS e1rm FROM working w),
      ranked AS (
        SELECT s.*, max(s.kg) OVER earlier AS best_kg, max(s.e1rm) OVER earlier AS best_e1rm
        FROM scored s
        WINDOW earlier AS (PARTITION BY s.user_id, s.exercise_id ORDER BY s.completed_at, s.id
                           ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING))
      INSERT INTO personal_records (set_id, user_id, exercise_id, kinds, weight_kg, reps, one_rep_max_kg, created_at)
      SELECT r.id, r.user_id, r.exercise_id,
             array_remove(ARRAY[CASE WHEN r.kg > r.best_kg THEN 'weight' END,
                                CASE WHEN r.e1rm > r.best_e1rm THEN 'one_rep_max' END], NULL),
             round(r.kg, 3), r.reps, round(r.e1rm, 3), r.completed_at
      FROM ranked r
      WHERE r.best_kg IS NOT NULL AND (r.kg > r.best_kg OR r.e1rm > r.best_e1rm)`;
}

/**
 * The member's records on these exercises decided again over every working set, as logging them here would have:
 * a set that beat every earlier one of the exercise on weight or estimated 1RM (in kg).
 */
export async function recomputeRecords(db: AppDb, userId: string, exerciseIds: string[]) {
  if (exerciseIds.length === 0) return;
  const list = sql.join(
    exerciseIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await queryRows(
      tx,
      sql`DELETE FROM personal_records WHERE user_id = ${userId} AND exercise_id IN (${list})`,
    );
    await queryRows(tx, insertRecordsOf(sql`s.user_id = ${userId} AND s.exercise_id IN (${list})`));
  });
}

/**
 * Every record of these members decided again over all their working sets, in two statements whatever their number
 * (the seeds: the demo member, seed:scale's thousands). Ids must hold no comma (ours are UUIDs or `scale-social-N`).
 */
export async function recomputeMembersRecords(db: AppDb, userIds: string[]) {
  if (userIds.length === 0) return;
  const members = sql`ANY(string_to_array(${userIds.join(',')}, ','))`;
  await db.transaction(async (tx) => {
    await queryRows(tx, sql`DELETE FROM personal_records WHERE user_id = ${members}`);
    await queryRows(tx, insertRecordsOf(sql`s.user_id = ${members}`));
  });
}
