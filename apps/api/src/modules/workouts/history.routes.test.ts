import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  EndWorkoutResponse,
  ExerciseHistoryResponse,
  LastSetResponse,
  WorkoutHistoryResponse,
  WorkoutSet,
} from '@lifeorbit/contracts';
import { call, errorOf, signUp } from '../../../test/harness';
import { addExercise, db, detail, end, json, logSet, pickCatalogue, startQuick } from '../../../test/workouts-support';
import { workouts } from '../../db/workouts-schema';

let catalogue: { id: string; en: string; es: string }[] = [];

beforeAll(async () => {
  ({ catalogue } = await pickCatalogue());
});

describe('the last-set lookup and previous performances', () => {
  it('takes the newest completed set with weight and reps, ignoring incomplete ones', async () => {
    const member = await signUp();
    const exerciseId = catalogue[2]!.id;
    expect(await json(await call('GET', `/api/exercises/${exerciseId}/last-set`, { cookie: member.cookie }))).toEqual({
      lastSet: null,
    });

    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId, { exerciseId });
    await logSet(member, exercise.id, { weight: 70, reps: 8, rpe: 8, notes: 'solid' });
    await logSet(member, exercise.id, { weight: 75, reps: 6, weightUnit: 'lb' });
    await logSet(member, exercise.id, { weight: 90, reps: 3, isCompleted: false });
    await logSet(member, exercise.id, { weight: null, reps: 12 });

    const { lastSet } = await json<LastSetResponse>(
      await call('GET', `/api/exercises/${exerciseId}/last-set`, { cookie: member.cookie }),
    );
    expect(lastSet).toMatchObject({ weight: 75, reps: 6, weightUnit: 'lb', setIndex: 2, notes: null, rpe: null });
    expect(Date.parse(lastSet!.completedAt)).not.toBeNaN();
  });

  it('lists previous performances per workout, newest first, and can leave out the current workout', async () => {
    const member = await signUp();
    const exerciseId = catalogue[1]!.id;
    const earlier = await startQuick(member);
    const earlierExercise = await addExercise(member, earlier, { exerciseId });
    await logSet(member, earlierExercise.id, { weight: 40, reps: 12 });
    await logSet(member, earlierExercise.id, { weight: 45, reps: 10 });
    await end(member, earlier);
    const current = await startQuick(member);
    const currentExercise = await addExercise(member, current, { exerciseId });
    await logSet(member, currentExercise.id, { weight: 50, reps: 8 });

    const all = await json<ExerciseHistoryResponse>(
      await call('GET', `/api/exercises/${exerciseId}/history`, { cookie: member.cookie }),
    );
    expect(all.performances.map((p) => p.workoutId)).toEqual([current, earlier]);
    const previous = await json<ExerciseHistoryResponse>(
      await call('GET', `/api/exercises/${exerciseId}/history?limit=1&excludeWorkoutId=${current}`, {
        cookie: member.cookie,
      }),
    );
    expect(previous.performances).toHaveLength(1);
    expect(previous.performances[0]!.sets.map((s) => [s.setIndex, s.weight, s.reps])).toEqual([
      [1, 40, 12],
      [2, 45, 10],
    ]);
    const bad = await call('GET', `/api/exercises/${exerciseId}/history?limit=0`, { cookie: member.cookie });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details[0]?.field).toBe('limit');
  });
});

describe('ending a workout and history', () => {
  it('ends with a summary of working sets and volume in kg, idempotently, and clears the active workout', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, { exerciseId: catalogue[0]!.id });
    const row = await addExercise(member, workoutId, { exerciseId: catalogue[1]!.id });
    await logSet(member, bench.id, { weight: 40, reps: 10, setKind: 'warmup' });
    await logSet(member, bench.id, { weight: 100, reps: 5 });
    await logSet(member, bench.id, { weight: 100, reps: 5 });
    await logSet(member, row.id, { weight: 100, reps: 10, weightUnit: 'lb' });
    await logSet(member, row.id, { weight: 100, reps: 10, isCompleted: false });

    const ended = await end(member, workoutId);
    expect(ended.workout.endedAt).not.toBeNull();
    // 2 x 100 kg x 5 + 100 lb x 10 (453.6 kg); the warm-up and the unticked set do not count.
    expect(ended.summary).toMatchObject({ setCount: 3, volumeKg: 1453.6 });
    expect(ended.summary.durationSec).toBeGreaterThanOrEqual(0);

    // The first end earned the first-workout badge; ending again earns nothing more.
    expect(ended.newBadges.map((badge) => badge.code)).toEqual(['workouts_1']);
    const again = await end(member, workoutId);
    expect(again).toEqual({ ...ended, newBadges: [] });
    expect(await json(await call('GET', '/api/workouts/active', { cookie: member.cookie }))).toEqual({
      workout: null,
    });

    const history = await json<WorkoutHistoryResponse>(
      await call('GET', '/api/workouts?status=finished&lang=es', { cookie: member.cookie }),
    );
    expect(history.workouts).toHaveLength(1);
    expect(history.workouts[0]).toMatchObject({
      id: workoutId,
      title: 'Quick workout',
      setCount: 3,
      volumeKg: 1453.6,
      exerciseNames: [catalogue[0]!.es, catalogue[1]!.es],
      endedAt: ended.workout.endedAt,
    });
    expect(history.nextCursor).toBeNull();
  });

  it('keeps the end time an offline device sends, between the start and the server clock, and refuses a bad one', async () => {
    const member = await signUp();
    // Every time is counted from one moment taken here, so a slow call in between changes none of them.
    const base = Date.now();
    const ends = async (endedAt?: unknown) => {
      const workoutId = await startQuick(member);
      const startedAt = new Date(base - 3_600_000).toISOString();
      await (
        await db()
      )
        .update(workouts)
        .set({ startedAt: new Date(startedAt) })
        .where(eq(workouts.id, workoutId));
      const response = await call('POST', `/api/workouts/${workoutId}/end`, {
        cookie: member.cookie,
        body: endedAt === undefined ? {} : { endedAt },
      });
      return { response, startedAt };
    };

    const halfAnHourAgo = new Date(base - 1_800_000).toISOString();
    const sent = await ends(halfAnHourAgo);
    expect(sent.response.status).toBe(200);
    const ended = await json<EndWorkoutResponse>(sent.response);
    expect(ended.workout.endedAt).toBe(halfAnHourAgo);
    expect(ended.summary.durationSec).toBe(1800);

    const beforeStart = await ends('2020-01-01T00:00:00.000Z');
    expect((await json<EndWorkoutResponse>(beforeStart.response)).workout.endedAt).toBe(beforeStart.startedAt);

    const future = await ends('2100-01-01T00:00:00.000Z');
    const futureEnd = Date.parse((await json<EndWorkoutResponse>(future.response)).workout.endedAt!);
    expect(futureEnd).toBeLessThanOrEqual(Date.now());
    expect(futureEnd).toBeGreaterThan(Date.now() - 60_000);

    const stillActive = await startQuick(member);
    for (const bad of ['yesterday', 12, null]) {
      const refused = await call('POST', `/api/workouts/${stillActive}/end`, {
        cookie: member.cookie,
        body: { endedAt: bad },
      });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).details.map((d) => d.field)).toEqual(['endedAt']);
    }
    expect((await detail(member, stillActive)).endedAt).toBeNull();
    // No body at all ends it now, as before.
    expect((await end(member, stillActive)).workout.endedAt).not.toBeNull();
  });

  it('pages history newest first with a cursor and refuses a made-up cursor', async () => {
    const member = await signUp();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await startQuick(member);
      await end(member, id);
      ids.push(id);
    }
    const first = await json<WorkoutHistoryResponse>(
      await call('GET', '/api/workouts?limit=2', { cookie: member.cookie }),
    );
    expect(first.workouts.map((w) => w.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).not.toBeNull();
    const second = await json<WorkoutHistoryResponse>(
      await call('GET', `/api/workouts?limit=2&cursor=${first.nextCursor}`, { cookie: member.cookie }),
    );
    expect(second.workouts.map((w) => w.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();

    for (const query of ['cursor=nonsense', 'limit=500', 'status=active']) {
      const response = await call('GET', `/api/workouts?${query}`, { cookie: member.cookie });
      expect(response.status, query).toBe(400);
    }
  });

  it('keeps a finished workout correctable: its sets can still be edited', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    const set = await json<WorkoutSet>(await logSet(member, exercise.id, { weight: 60, reps: 8 }));
    await end(member, workoutId);
    const fixed = await call('PATCH', `/api/sets/${set.id}`, { cookie: member.cookie, body: { reps: 10 } });
    expect(fixed.status).toBe(200);
    const history = await json<WorkoutHistoryResponse>(await call('GET', '/api/workouts', { cookie: member.cookie }));
    expect(history.workouts[0]!.volumeKg).toBe(600);
  });
});
