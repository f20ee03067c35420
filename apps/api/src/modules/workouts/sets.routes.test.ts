import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutExercise, WorkoutSet } from '@lifeorbit/contracts';
import { call, errorOf, signUp } from '../../../test/harness';
import {
  addExercise,
  detail,
  json,
  logSet,
  pickCatalogue,
  startQuick,
  storedSetCount,
  uuid,
} from '../../../test/workouts-support';

let gripIds: string[] = [];

beforeAll(async () => {
  ({ gripIds } = await pickCatalogue());
});

describe('sets', () => {
  it('stores one set when the same id is posted twice, and numbers sets in order', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    const id = uuid();
    const first = await logSet(member, exercise.id, { id, weight: 80, reps: 10, rpe: 8, notes: 'Feel: +' });
    expect(first.status).toBe(201);
    const logged = await json<WorkoutSet>(first);
    expect(logged).toMatchObject({ id, setIndex: 1, weight: 80, reps: 10, rpe: 8, setKind: 'normal' });
    expect(logged.isCompleted).toBe(true);
    expect(logged.completedAt).not.toBeNull();

    const replay = await logSet(member, exercise.id, { id, weight: 80, reps: 10 });
    expect(replay.status).toBe(200);
    expect(await json(replay)).toEqual(logged);
    expect(await storedSetCount(exercise.id)).toBe(1);

    const second = await json<WorkoutSet>(await logSet(member, exercise.id, { weight: 82.5, reps: 8 }));
    expect(second.setIndex).toBe(2);
    const sets = (await detail(member, workoutId)).exercises[0]!.sets;
    expect(sets.map((s) => [s.setIndex, s.weight])).toEqual([
      [1, 80],
      [2, 82.5],
    ]);
  });

  it('answers two simultaneous posts of one id with one stored set, once created and once replayed', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    const id = uuid();
    // On PostgreSQL one of them usually finds the id taken only when it stores the set (the replay race).
    const responses = await Promise.all([1, 2, 3].map(() => logSet(member, exercise.id, { id, reps: 5 })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const bodies = await Promise.all(responses.map((r) => json<WorkoutSet>(r)));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(await storedSetCount(exercise.id)).toBe(1);
  });

  it('numbers the next set after the highest one left, also when the last one was deleted', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    const logged: WorkoutSet[] = [];
    for (const reps of [1, 2, 3]) logged.push(await json<WorkoutSet>(await logSet(member, exercise.id, { reps })));
    const remove = (set: WorkoutSet) => call('DELETE', `/api/sets/${set.id}`, { cookie: member.cookie });
    expect((await remove(logged[2]!)).status).toBe(204);
    expect((await json<WorkoutSet>(await logSet(member, exercise.id, { reps: 4 }))).setIndex).toBe(3);
    expect((await remove(logged[0]!)).status).toBe(204);
    expect((await json<WorkoutSet>(await logSet(member, exercise.id, { reps: 5 }))).setIndex).toBe(4);
    const sets = (await detail(member, workoutId)).exercises[0]!.sets;
    expect(sets.map((s) => [s.setIndex, s.reps])).toEqual([
      [2, 2],
      [3, 4],
      [4, 5],
    ]);
  });

  it('gives concurrent logs distinct set indexes', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    const responses = await Promise.all([1, 2, 3, 4].map((reps) => logSet(member, exercise.id, { reps })));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const sets = (await detail(member, workoutId)).exercises[0]!.sets;
    expect(sets.map((s) => s.setIndex)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    [{ reps: -1 }, 'reps'],
    [{ weight: 'abc' }, 'weight'],
    [{ weight: -5 }, 'weight'],
    [{ setKind: 'x' }, 'setKind'],
    [{ notes: 'n'.repeat(5000) }, 'notes'],
    [{ rpe: 11 }, 'rpe'],
    [{ reps: 2.5 }, 'reps'],
    [{ weightUnit: 'stone' }, 'weightUnit'],
    [{ gripIds: [crypto.randomUUID()] }, 'gripIds'],
    [{ id: 'abc' }, 'id'],
  ])('refuses %j with a 400 naming %s and stores nothing', async (body, field) => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    const response = await logSet(member, exercise.id, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    expect(await storedSetCount(exercise.id)).toBe(0);
  });

  it('answers WE not found for a missing workout exercise', async () => {
    const member = await signUp();
    const response = await logSet(member, uuid());
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: 'not_found', message: 'WE not found' });
  });

  it('edits a logged set (weight, reps, notes, RPE, kind, grips, completion) and deletes one', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    const set = await json<WorkoutSet>(await logSet(member, exercise.id, { gripIds: [gripIds[0]] }));
    expect(set.grips.map((g) => g.id)).toEqual([gripIds[0]]);
    expect(set.grips[0]?.name).toBeTruthy();

    const edited = await call('PATCH', `/api/sets/${set.id}`, {
      cookie: member.cookie,
      body: { weight: 62.5, reps: 6, notes: 'Feel: -', rpe: 9, setKind: 'failure', gripIds: [gripIds[1]] },
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({
      weight: 62.5,
      reps: 6,
      notes: 'Feel: -',
      rpe: 9,
      setKind: 'failure',
      setIndex: 1,
      completedAt: set.completedAt,
      grips: [{ id: gripIds[1] }],
    });

    const unticked = await json<WorkoutSet>(
      await call('PATCH', `/api/sets/${set.id}`, { cookie: member.cookie, body: { isCompleted: false } }),
    );
    expect(unticked).toMatchObject({ isCompleted: false, completedAt: null });

    // The workout detail (built in SQL as rows, issue 15) carries the same set as the single-set answer: grip names,
    // records and times alike.
    const second = await json<WorkoutSet>(await logSet(member, exercise.id, { weight: 70, reps: 5, rpe: 7.5 }));
    const answered = await json<WorkoutExercise>(
      await call('PATCH', `/api/workout-exercises/${exercise.id}`, { cookie: member.cookie, body: { notes: 'Slow' } }),
    );
    const [detailed] = (await detail(member, workoutId)).exercises;
    expect(detailed!.sets).toEqual([unticked, second]);
    expect(detailed).toEqual(answered);
    expect((await call('DELETE', `/api/sets/${second.id}`, { cookie: member.cookie })).status).toBe(204);

    const bad = await call('PATCH', `/api/sets/${set.id}`, { cookie: member.cookie, body: { reps: -1 } });
    expect(bad.status).toBe(400);
    expect((await detail(member, workoutId)).exercises[0]!.sets[0]!.reps).toBe(6);

    expect((await call('DELETE', `/api/sets/${set.id}`, { cookie: member.cookie })).status).toBe(204);
    expect(await storedSetCount(exercise.id)).toBe(0);
    expect((await call('PATCH', `/api/sets/${set.id}`, { cookie: member.cookie, body: { reps: 1 } })).status).toBe(404);
  });
});
