import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutDetail } from '@lifeorbit/contracts';
import { call, errorOf, signUp } from '../../../test/harness';
import { addExercise, db, detail, json, pickCatalogue, startQuick, uuid } from '../../../test/workouts-support';
import { exercises } from '../../db/catalogue-schema';

let catalogue: { id: string; en: string; es: string }[] = [];
let gripIds: string[] = [];

beforeAll(async () => {
  ({ catalogue, gripIds } = await pickCatalogue());
});

describe('exercises of a workout', () => {
  it('adds exercises at the end, names them in the asked language, and answers a replay with the stored row', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const first = await addExercise(member, workoutId, { exerciseId: catalogue[0]!.id, targetSets: 3 });
    const id = uuid();
    const second = await call('POST', `/api/workouts/${workoutId}/exercises?lang=es`, {
      cookie: member.cookie,
      body: { id, exerciseId: catalogue[1]!.id, targetRepsMin: 8, targetRepsMax: 12, gripId: gripIds[0] },
    });
    expect(second.status).toBe(201);
    expect(await json(second)).toMatchObject({ id, name: catalogue[1]!.es, orderIndex: 1, gripId: gripIds[0] });
    expect(first).toMatchObject({ orderIndex: 0, name: catalogue[0]!.en, targetSets: 3, sets: [] });

    const replay = await call('POST', `/api/workouts/${workoutId}/exercises`, {
      cookie: member.cookie,
      body: { id, exerciseId: catalogue[1]!.id },
    });
    expect(replay.status).toBe(200);
    const workout = await detail(member, workoutId, 'es');
    expect(workout.exercises.map((x) => x.name)).toEqual([catalogue[0]!.es, catalogue[1]!.es]);
  });

  it('refuses another member custom exercise, an unknown grip and a reversed rep range', async () => {
    const member = await signUp();
    const other = await signUp();
    const [custom] = await (
      await db()
    )
      .insert(exercises)
      .values({ ownerUserId: other.id, loadType: 'dumbbell' })
      .returning({ id: exercises.id });
    const workoutId = await startQuick(member);
    const cases: [Record<string, unknown>, string][] = [
      [{ exerciseId: custom!.id }, 'exerciseId'],
      [{ exerciseId: uuid() }, 'exerciseId'],
      [{ exerciseId: catalogue[0]!.id, gripId: uuid() }, 'gripId'],
      [{ exerciseId: catalogue[0]!.id, targetRepsMin: 12, targetRepsMax: 8 }, 'targetRepsMin'],
      [{ exerciseId: catalogue[0]!.id, supersetGroupId: 'ab' }, 'supersetGroupId'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', `/api/workouts/${workoutId}/exercises`, {
        cookie: member.cookie,
        body: { id: uuid(), ...body },
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    }
    expect((await detail(member, workoutId)).exercises).toHaveLength(0);
  });

  it('changes targets, notes, grip and superset, and answers 400 (not 500) for a range that breaks stored values', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId, { targetRepsMax: 10 });
    const patched = await call('PATCH', `/api/workout-exercises/${exercise.id}`, {
      cookie: member.cookie,
      body: {
        targetSets: 4,
        notes: ' slow negatives ',
        gripId: gripIds[1],
        supersetGroupId: 'A',
        supersetOrder: 0,
        supersetRoundsTarget: 3,
        restSec: 90,
      },
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({
      targetSets: 4,
      notes: 'slow negatives',
      gripId: gripIds[1],
      supersetGroupId: 'A',
      supersetRoundsTarget: 3,
      restSec: 90,
    });
    const broken = await call('PATCH', `/api/workout-exercises/${exercise.id}`, {
      cookie: member.cookie,
      body: { targetRepsMin: 12 },
    });
    expect(broken.status).toBe(400);
    expect((await errorOf(broken)).details[0]?.field).toBe('targetRepsMin');
    expect((await detail(member, workoutId)).exercises[0]).toMatchObject({ targetRepsMin: null, targetRepsMax: 10 });
  });

  it('reorders with a full list, moves one with orderIndex, refuses a partial list, and removes one', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const [a, b, c] = [
      await addExercise(member, workoutId, { exerciseId: catalogue[0]!.id }),
      await addExercise(member, workoutId, { exerciseId: catalogue[1]!.id }),
      await addExercise(member, workoutId, { exerciseId: catalogue[2]!.id }),
    ];
    const order = (w: WorkoutDetail) => w.exercises.map((x) => x.id);
    const reordered = await call('POST', `/api/workouts/${workoutId}/exercises/reorder`, {
      cookie: member.cookie,
      body: { order: [c.id, a.id, b.id] },
    });
    expect(reordered.status).toBe(200);
    expect(order(await json<WorkoutDetail>(reordered))).toEqual([c.id, a.id, b.id]);

    const partial = await call('POST', `/api/workouts/${workoutId}/exercises/reorder`, {
      cookie: member.cookie,
      body: { order: [a.id, b.id] },
    });
    expect(partial.status).toBe(400);
    expect((await errorOf(partial)).details[0]?.field).toBe('order');

    const movedUp = await call('PATCH', `/api/workout-exercises/${b.id}`, {
      cookie: member.cookie,
      body: { orderIndex: 0 },
    });
    expect(movedUp.status).toBe(200);
    expect(order(await detail(member, workoutId))).toEqual([b.id, c.id, a.id]);

    expect((await call('DELETE', `/api/workout-exercises/${c.id}`, { cookie: member.cookie })).status).toBe(204);
    expect(order(await detail(member, workoutId))).toEqual([b.id, a.id]);
    const again = await call('DELETE', `/api/workout-exercises/${c.id}`, { cookie: member.cookie });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe('WE not found');
  });
});
