import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '@lifeorbit/contracts/data';
import type { WorkoutSet } from '@lifeorbit/contracts';
import { call, signUp, type TestMember } from '../../../../test/harness';
import { addExercise, db, json, loadCatalogue, logSet, startQuick } from '../../../../test/training-rules-support';
import { queryRows } from '../../../core/db';

// An import marks the records logging its sets here would have (training-rules decides them): all four kinds.

beforeAll(async () => {
  await loadCatalogue();
});

/** The member's records, set by set: [exercise's place in its workout, set's index, kinds]. */
async function recordsOf(member: TestMember) {
  return queryRows<{ place: number; setIndex: number; kinds: string[] }>(
    await db(),
    sql`SELECT we.order_index AS place, s.set_index AS "setIndex", r.kinds
        FROM personal_records r JOIN workout_sets s ON s.id = r.set_id
        JOIN workout_exercises we ON we.id = s.workout_exercise_id
        WHERE r.user_id = ${member.id} ORDER BY we.order_index, s.set_index`,
  );
}

describe('an import’s records', () => {
  it('are those logging the same sets marked, reps at a weight and volume included', async () => {
    const logger = await signUp();
    const workoutId = await startQuick(logger);
    const bench = await addExercise(logger, workoutId, 'bench-press');
    const squat = await addExercise(logger, workoutId, 'back-squat');
    for (const [exercise, body] of [
      [bench, { weight: 80, reps: 12 }],
      [bench, { weight: 100, reps: 5 }],
      [bench, { weight: 80, reps: 13 }],
      [bench, { weight: 60, reps: 5 }],
      [bench, { weight: 120, reps: 1, setKind: 'warmup' }],
      [bench, { weight: 100, reps: 6 }],
      [squat, { weight: 110, reps: 1 }],
      [squat, { weight: 100, reps: 3 }],
      [squat, { weight: 250, reps: 4, weightUnit: 'lb' }],
    ] as const) {
      await json<WorkoutSet>(await logSet(logger, exercise.id, body));
    }
    await json(await call('POST', `/api/workouts/${workoutId}/end`, { cookie: logger.cookie }));
    const logged = await recordsOf(logger);
    expect(logged.map((r) => r.kinds)).toEqual([
      ['weight', 'one_rep_max'],
      ['reps_at_weight', 'volume'],
      ['reps_at_weight', 'one_rep_max'],
      ['one_rep_max', 'volume'],
      ['weight', 'one_rep_max', 'volume'],
    ]);

    const exported = await (await call('GET', '/api/data/export.json', { cookie: logger.cookie })).text();
    const importer = await signUp();
    const staged = await call('POST', '/api/data/imports?fileName=mine.json', {
      cookie: importer.cookie,
      rawBody: exported,
      headers: { 'content-type': 'application/json' },
    });
    const preview = await json<ImportPreview>(staged);
    const run = await call('POST', `/api/data/imports/${preview.id}/run`, { cookie: importer.cookie });
    expect(await json<ImportPreview>(run)).toMatchObject({ status: 'done', workoutsCreated: 1, setsCreated: 9 });
    expect(await recordsOf(importer)).toEqual(logged);
  });
});
