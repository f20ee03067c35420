import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutDetail, WorkoutSet } from '@lifeorbit/contracts';
import { call, signUp } from '../../../test/harness';
import {
  addExercise,
  db,
  history,
  json,
  loadCatalogue,
  logSet,
  startQuick,
  uuid,
} from '../../../test/training-rules-support';
import { personalRecords } from '../../db/training-rules-schema';

beforeAll(async () => {
  await loadCatalogue();
});

describe('personal records in the log-set answer', () => {
  it('names the records a set beats against earlier working sets, and history shows them', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    const log = async (body: Record<string, unknown>) => json<WorkoutSet>(await logSet(member, bench.id, body));

    // A first-ever set has nothing to beat.
    expect((await log({ weight: 80, reps: 12 })).personalRecords).toEqual([]);
    expect((await log({ weight: 100, reps: 5 })).personalRecords).toEqual(['weight', 'one_rep_max']);
    expect((await log({ weight: 80, reps: 13 })).personalRecords).toEqual(['reps_at_weight', 'volume']);
    expect((await log({ weight: 60, reps: 5 })).personalRecords).toEqual([]);
    // Warm-ups are never records, even heavy ones; incomplete sets neither.
    expect((await log({ weight: 120, reps: 1, setKind: 'warmup' })).personalRecords).toEqual([]);
    expect((await log({ weight: 130, reps: 1, isCompleted: false })).personalRecords).toEqual([]);
    // The same weight in lb is not heavier.
    expect((await log({ weight: 220.46226218, reps: 1, weightUnit: 'lb' })).personalRecords).toEqual([]);

    const detail = await json<WorkoutDetail>(
      await call('GET', `/api/workouts/${workoutId}`, { cookie: member.cookie }),
    );
    expect(detail.exercises[0]!.sets.map((s) => s.personalRecords)).toEqual([
      [],
      ['weight', 'one_rep_max'],
      ['reps_at_weight', 'volume'],
      [],
      [],
      [],
      [],
    ]);
  });

  it('answers a replay with the same records and stores them once; deleting the set deletes them', async () => {
    const member = await signUp();
    await history(member, 'bench-press', { weight: 80, reps: 12 });
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    const id = uuid();
    const first = await logSet(member, bench.id, { id, weight: 90, reps: 8 });
    expect(first.status).toBe(201);
    expect((await json<WorkoutSet>(first)).personalRecords).toEqual(['weight', 'one_rep_max']);
    const replay = await logSet(member, bench.id, { id, weight: 90, reps: 8 });
    expect(replay.status).toBe(200);
    expect((await json<WorkoutSet>(replay)).personalRecords).toEqual(['weight', 'one_rep_max']);
    const database = await db();
    expect(await database.select().from(personalRecords).where(eq(personalRecords.setId, id))).toHaveLength(1);

    expect((await call('DELETE', `/api/sets/${id}`, { cookie: member.cookie })).status).toBe(204);
    expect(await database.select().from(personalRecords).where(eq(personalRecords.setId, id))).toHaveLength(0);
  });

  it('decides the records again when a set is edited or deleted, each set against the sets before it', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    const log = async (body: Record<string, unknown>) => json<WorkoutSet>(await logSet(member, bench.id, body));
    const recordsNow = async () =>
      (
        await json<WorkoutDetail>(await call('GET', `/api/workouts/${workoutId}`, { cookie: member.cookie }))
      ).exercises[0]!.sets.map((s) => s.personalRecords);
    const edit = async (id: string, body: Record<string, unknown>) => {
      const response = await call('PATCH', `/api/sets/${id}`, { cookie: member.cookie, body });
      expect(response.status).toBe(200);
      return json<WorkoutSet>(response);
    };

    const opening = await log({ weight: 80, reps: 5 });
    // A typo: 800 kg, a record that hides the real ones after it.
    const typo = await log({ weight: 800, reps: 5 });
    expect(typo.personalRecords).toEqual(['weight', 'one_rep_max', 'volume']);
    const next = await log({ weight: 90, reps: 5 });
    expect(next.personalRecords).toEqual([]);

    // Corrected to 85 kg: it keeps its records (still heavier than 80), and 90 kg after it becomes one.
    expect((await edit(typo.id, { weight: 85 })).personalRecords).toEqual(['weight', 'one_rep_max', 'volume']);
    expect(await recordsNow()).toEqual([[], ['weight', 'one_rep_max', 'volume'], ['weight', 'one_rep_max', 'volume']]);

    // Made a warm-up: it holds no record, and the sets after it are compared without it.
    expect((await edit(typo.id, { setKind: 'warmup' })).personalRecords).toEqual([]);
    expect(await recordsNow()).toEqual([[], [], ['weight', 'one_rep_max', 'volume']]);

    // Notes alone change no record.
    expect((await edit(next.id, { notes: 'felt easy' })).personalRecords).toEqual(['weight', 'one_rep_max', 'volume']);

    // The first set deleted: the 90 kg set is now the first working set, with nothing before it to beat.
    expect((await call('DELETE', `/api/sets/${opening.id}`, { cookie: member.cookie })).status).toBe(204);
    expect(await recordsNow()).toEqual([[], []]);
  });

  it("never compares with another member's sets", async () => {
    const strong = await signUp();
    await history(strong, 'bench-press', { weight: 200, reps: 5 });
    const member = await signUp();
    await history(member, 'bench-press', { weight: 60, reps: 5 });
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    expect((await json<WorkoutSet>(await logSet(member, bench.id, { weight: 70, reps: 5 }))).personalRecords).toEqual([
      'weight',
      'one_rep_max',
      'volume',
    ]);
  });
});
