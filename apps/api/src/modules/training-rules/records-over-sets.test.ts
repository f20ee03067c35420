import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutSet } from '@lifeorbit/contracts';
import { signUp } from '../../../test/harness';
import { addExercise, db, ids, json, loadCatalogue, logSet, startQuick } from '../../../test/training-rules-support';
import { queryRows } from '../../core/db';
import { recomputeExercisesRecords, recomputeMembersRecords } from './records.repository';

// The records an import (and the seeds) decide over many sets at once are those logging the same sets one by one
// marks: the same four kinds, the same weights to the gram, the same 1RM, the same ties.

beforeAll(async () => {
  await loadCatalogue();
});

interface StoredRecord {
  setId: string;
  kinds: string[];
  weightKg: string;
  reps: number;
  oneRepMaxKg: string;
}

async function storedRecords(userId: string): Promise<StoredRecord[]> {
  return queryRows<StoredRecord>(
    await db(),
    sql`SELECT set_id AS "setId", kinds, weight_kg::text AS "weightKg", reps, one_rep_max_kg::text AS "oneRepMaxKg"
        FROM personal_records WHERE user_id = ${userId} ORDER BY set_id`,
  );
}

describe('records decided over many sets at once', () => {
  it('are the records the set log stored, kind by kind', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    const squat = await addExercise(member, workoutId, 'back-squat');
    const logged: { id: string; personalRecords: string[] }[] = [];
    const log = async (exerciseId: string, body: Record<string, unknown>) => {
      const set = await json<WorkoutSet>(await logSet(member, exerciseId, body));
      logged.push(set);
      return set.personalRecords;
    };

    expect(await log(bench.id, { weight: 80, reps: 12 })).toEqual([]);
    expect(await log(bench.id, { weight: 100, reps: 5 })).toEqual(['weight', 'one_rep_max']);
    expect(await log(bench.id, { weight: 80, reps: 13 })).toEqual(['reps_at_weight', 'volume']);
    expect(await log(bench.id, { weight: 60, reps: 5 })).toEqual([]);
    expect(await log(bench.id, { weight: 120, reps: 1, setKind: 'warmup' })).toEqual([]);
    expect(await log(bench.id, { weight: 130, reps: 1, isCompleted: false })).toEqual([]);
    // 220.462 lb is 100 kg to the gram: not heavier, and fewer reps than 100 kg's 5.
    expect(await log(bench.id, { weight: 220.462, reps: 1, weightUnit: 'lb' })).toEqual([]);
    expect(await log(bench.id, { weight: 110, reps: 1 })).toEqual(['weight']);
    expect(await log(bench.id, { weight: 100, reps: 6 })).toEqual(['reps_at_weight', 'one_rep_max']);
    // 100 x 3 after 110 x 1: Epley gives 110 for both, which the log's arithmetic (JavaScript numbers) puts a hair
    // above 110; over many sets at once it must break the same way.
    expect(await log(squat.id, { weight: 110, reps: 1 })).toEqual([]);
    expect(await log(squat.id, { weight: 100, reps: 3 })).toEqual(['one_rep_max', 'volume']);
    expect(await log(squat.id, { weight: 250, reps: 3, weightUnit: 'lb' })).toEqual([
      'weight',
      'one_rep_max',
      'volume',
    ]);
    expect(await log(squat.id, { weight: 250, reps: 4, weightUnit: 'lb' })).toEqual([
      'reps_at_weight',
      'one_rep_max',
      'volume',
    ]);

    // The sets' completion times in the order they were logged, a minute apart (a fast test can log two in the same
    // millisecond, and the sets are then ordered by id).
    const database = await db();
    for (const [i, set] of logged.entries()) {
      await queryRows(
        database,
        sql`UPDATE workout_sets SET completed_at = '2026-01-05T10:00:00Z'::timestamptz + make_interval(mins => ${i})
            WHERE id = ${set.id} AND is_completed`,
      );
    }
    const byLog = await storedRecords(member.id);
    expect(byLog).toHaveLength(logged.filter((set) => set.personalRecords.length > 0).length);

    await recomputeExercisesRecords(database, member.id, [ids['bench-press']!, ids['back-squat']!]);
    expect(await storedRecords(member.id)).toEqual(byLog);
    await recomputeMembersRecords(database, [member.id]);
    expect(await storedRecords(member.id)).toEqual(byLog);
  });
});
