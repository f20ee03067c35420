import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUp, type TestMember } from '../../test/harness';
import { addExercise, db, logSet, startQuick, uuid } from '../../test/workouts-support';
import { queryRows } from '../core/db';

// The workout exercise summary (migration 0014) is added to on insert (migration 0032) and decided again from every
// set on update and delete. Whatever wrote the sets, the stored row equals what the full recomputation decides.

interface StatsRow {
  set_count: number;
  volume_kg: string;
  heaviest_kg: string;
  best_set_volume_kg: string;
  best_e1rm_kg: string;
  performed_at: string;
  exercise_id: string;
}

async function statsOf(workoutExerciseId: string): Promise<StatsRow | undefined> {
  const [row] = await queryRows<StatsRow>(
    await db(),
    sql`SELECT set_count, volume_kg::text, heaviest_kg::text, best_set_volume_kg::text, best_e1rm_kg::text,
               performed_at::text, exercise_id::text
        FROM workout_exercise_stats WHERE workout_exercise_id = ${workoutExerciseId}`,
  );
  return row;
}

/** The stored row, then the row the full recomputation writes: they must be equal. */
async function storedAndRecomputed(workoutExerciseId: string) {
  const stored = await statsOf(workoutExerciseId);
  await (await db()).execute(sql`SELECT refresh_workout_exercise_stats(ARRAY[${workoutExerciseId}]::uuid[])`);
  return { stored, recomputed: await statsOf(workoutExerciseId) };
}

let member: TestMember;

// One workout in progress a member: each case signs up its own.
beforeEach(async () => {
  member = await signUp();
});

describe('workout exercise stats on insert', () => {
  it('adds each logged kg set: count, volume, maxima and the first set equal a recomputation', async () => {
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    expect(await statsOf(exercise.id)).toBeUndefined();

    const sets = [
      { weight: 60.125, reps: 8 },
      { weight: 102.5, reps: 1 },
      { weight: 20, reps: 12, setKind: 'warmup' },
      { weight: 80.333, reps: 7 },
      { weight: 0, reps: 15 },
    ];
    for (const set of sets) expect((await logSet(member, exercise.id, set)).status).toBe(201);

    const { stored, recomputed } = await storedAndRecomputed(exercise.id);
    expect(stored).toEqual(recomputed);
    expect(stored!.set_count).toBe(4);
    // 60.125 x 8 + 102.5 + 80.333 x 7 + 0: the warm-up is not counted.
    expect(stored!.volume_kg).toBe('1145.831');
    expect(stored!.heaviest_kg).toBe('102.500');
    expect(stored!.best_set_volume_kg).toBe('562.331');
    // Epley of 80.333 x 7 is 99.077: the single, its own maximum, is the best.
    expect(stored!.best_e1rm_kg).toBe('102.500');
  });

  it('decides a workout exercise with a new lb set again from every set (no drift from converted decimals)', async () => {
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    for (const set of [
      { weight: 135, reps: 5, weightUnit: 'lb' },
      { weight: 60, reps: 5, weightUnit: 'kg' },
      { weight: 137.5, reps: 3, weightUnit: 'lb' },
      { weight: 62.5, reps: 3, weightUnit: 'kg' },
    ]) {
      expect((await logSet(member, exercise.id, set)).status).toBe(201);
    }
    const { stored, recomputed } = await storedAndRecomputed(exercise.id);
    expect(stored).toEqual(recomputed);
    expect(stored!.set_count).toBe(4);
  });

  it('adds a many-row insert over several workout exercises and units in one statement, as a seed or an import does', async () => {
    const workoutId = await startQuick(member);
    const kgOnly = await addExercise(member, workoutId);
    const mixed = await addExercise(member, workoutId);
    // A set already there, so the insert adds to an existing row.
    expect((await logSet(member, kgOnly.id, { weight: 50, reps: 10 })).status).toBe(201);
    const values = [
      [kgOnly, 2, 55.5, 'kg', 9, 'normal'],
      [kgOnly, 3, 57.5, 'kg', 6, 'normal'],
      [kgOnly, 4, 30, 'kg', 10, 'warmup'],
      [mixed, 1, 100, 'lb', 10, 'normal'],
      [mixed, 2, 45, 'kg', 10, 'normal'],
    ] as const;
    const rows = values.map(
      ([we, index, weight, unit, reps, kind]) =>
        sql`(${uuid()}::uuid, ${we.id}::uuid, ${member.id}, ${we.exerciseId}::uuid, ${index}, ${weight}, ${unit},
             ${reps}, ${kind}, true, now())`,
    );
    await (
      await db()
    ).execute(
      sql`INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, weight_unit, reps,
                                    set_kind, is_completed, completed_at)
          VALUES ${sql.join(rows, sql`, `)}`,
    );
    for (const we of [kgOnly, mixed]) {
      const { stored, recomputed } = await storedAndRecomputed(we.id);
      expect(stored).toEqual(recomputed);
    }
    expect((await statsOf(kgOnly.id))!.set_count).toBe(3);
    expect((await statsOf(kgOnly.id))!.volume_kg).toBe('1344.500');
  });

  it('keeps the full refresh for an edit and a delete: a lowered maximum comes from the other sets', async () => {
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    const heavy = uuid();
    expect((await logSet(member, exercise.id, { id: heavy, weight: 140, reps: 3 })).status).toBe(201);
    expect((await logSet(member, exercise.id, { weight: 100, reps: 5 })).status).toBe(201);
    await (await db()).execute(sql`UPDATE workout_sets SET weight = 90 WHERE id = ${heavy}`);
    let { stored, recomputed } = await storedAndRecomputed(exercise.id);
    expect(stored).toEqual(recomputed);
    expect(stored!.heaviest_kg).toBe('100.000');
    await (await db()).execute(sql`DELETE FROM workout_sets WHERE id = ${heavy}`);
    ({ stored, recomputed } = await storedAndRecomputed(exercise.id));
    expect(stored).toEqual(recomputed);
    expect(stored!.set_count).toBe(1);
  });
});
