import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  EndWorkoutResponse,
  ExerciseHistoryResponse,
  LastSetResponse,
  StartWorkoutResponse,
  WorkoutDetail,
  WorkoutExercise,
  WorkoutHistoryResponse,
  WorkoutSet,
} from '@lifeorbit/contracts';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { exercises } from '../../db/catalogue-schema';
import {
  trainingProgramTemplates,
  trainingPrograms,
  userExercisePreferences,
  workoutTemplateExercises,
  workoutTemplates,
} from '../../db/templates-schema';
import { workoutSets, workouts } from '../../db/workouts-schema';

const uuid = () => crypto.randomUUID();

async function db() {
  return (await getRuntime()).database.db;
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Catalogue exercises with their English and Spanish names, picked once for the whole file. */
let catalogue: { id: string; en: string; es: string }[] = [];
let gripIds: string[] = [];

beforeAll(async () => {
  const result = await (
    await db()
  ).execute(sql`
    SELECT e.id, en.name AS en, es.name AS es FROM exercises e
    JOIN exercises_translations en ON en.exercise_id = e.id AND en.language_code = 'en'
    JOIN exercises_translations es ON es.exercise_id = e.id AND es.language_code = 'es'
    WHERE e.owner_user_id IS NULL AND en.name <> es.name ORDER BY e.slug LIMIT 4`);
  catalogue = (result as unknown as { rows: { id: string; en: string; es: string }[] }).rows;
  const grips = await (await db()).execute(sql`SELECT id FROM grips ORDER BY slug LIMIT 2`);
  gripIds = (grips as unknown as { rows: { id: string }[] }).rows.map((g) => g.id);
  expect(catalogue).toHaveLength(4);
  expect(gripIds).toHaveLength(2);
});

async function start(member: TestMember, body: Record<string, unknown> = {}) {
  return call('POST', '/api/workouts', { cookie: member.cookie, body });
}

async function startQuick(member: TestMember): Promise<string> {
  const response = await start(member, { id: uuid() });
  expect(response.status).toBe(201);
  return (await json<StartWorkoutResponse>(response)).workoutId;
}

async function addExercise(
  member: TestMember,
  workoutId: string,
  body: Record<string, unknown> = {},
): Promise<WorkoutExercise> {
  const response = await call('POST', `/api/workouts/${workoutId}/exercises`, {
    cookie: member.cookie,
    body: { id: uuid(), exerciseId: catalogue[0]!.id, ...body },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<WorkoutExercise>(response);
}

async function logSet(member: TestMember, workoutExerciseId: string, body: Record<string, unknown> = {}) {
  return call('POST', `/api/workout-exercises/${workoutExerciseId}/sets`, {
    cookie: member.cookie,
    body: { id: uuid(), weight: 60, reps: 8, weightUnit: 'kg', ...body },
  });
}

async function detail(member: TestMember, workoutId: string, lang = 'en'): Promise<WorkoutDetail> {
  const response = await call('GET', `/api/workouts/${workoutId}?lang=${lang}`, { cookie: member.cookie });
  expect(response.status).toBe(200);
  return json<WorkoutDetail>(response);
}

async function end(member: TestMember, workoutId: string): Promise<EndWorkoutResponse> {
  const response = await call('POST', `/api/workouts/${workoutId}/end`, { cookie: member.cookie });
  expect(response.status).toBe(200);
  return json<EndWorkoutResponse>(response);
}

async function storedSetCount(workoutExerciseId: string): Promise<number> {
  const found = await (
    await db()
  )
    .select({ id: workoutSets.id })
    .from(workoutSets)
    .where(eq(workoutSets.workoutExerciseId, workoutExerciseId));
  return found.length;
}

describe('starting and continuing a workout', () => {
  it('is a 401 Not authenticated without a session', async () => {
    const response = await call('POST', '/api/workouts', { body: {} });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe('Not authenticated');
    expect((await call('GET', '/api/workouts/active')).status).toBe(401);
  });

  it('starts a quick workout, shows it as active, and answers a replay of its id with the stored workout', async () => {
    const member = await signUp();
    expect(await json(await call('GET', '/api/workouts/active', { cookie: member.cookie }))).toEqual({
      workout: null,
    });
    const id = uuid();
    const first = await start(member, { id });
    expect(first.status).toBe(201);
    const started = await json<StartWorkoutResponse>(first);
    expect(started).toMatchObject({ workoutId: id, workout: { id, title: 'Quick workout', endedAt: null } });

    const active = await json<{ workout: { id: string; title: string; startedAt: string } }>(
      await call('GET', '/api/workouts/active', { cookie: member.cookie }),
    );
    expect(active.workout).toEqual({ id, title: 'Quick workout', startedAt: started.workout.startedAt });

    const replay = await start(member, { id });
    expect(replay.status).toBe(200);
    expect((await json<StartWorkoutResponse>(replay)).workout).toEqual(started.workout);
    const stored = await (await db()).select().from(workouts).where(eq(workouts.userId, member.id));
    expect(stored).toHaveLength(1);
  });

  it('answers a second start with 409 naming the active workout, and stores nothing', async () => {
    const member = await signUp();
    const activeId = await startQuick(member);
    const response = await start(member, { id: uuid() });
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.code).toBe('conflict');
    expect(error.details).toEqual([{ field: 'activeWorkoutId', code: 'in_progress', message: activeId }]);
    expect(await (await db()).select().from(workouts).where(eq(workouts.userId, member.id))).toHaveLength(1);
  });

  it('keeps the title the page sends in the member language', async () => {
    const member = await signUp();
    const response = await start(member, { title: '  Entrenamiento rápido ' });
    expect(response.status).toBe(201);
    expect((await json<StartWorkoutResponse>(response)).workout.title).toBe('Entrenamiento rápido');
  });

  it.each([
    [{ id: 'not-a-uuid' }, 'id'],
    [{ templateId: 42 }, 'templateId'],
    [{ templateId: uuid(), programId: uuid() }, 'programId'],
    [{ title: 'x'.repeat(121) }, 'title'],
    [{ colour: 'red' }, '(body)'],
  ])('rejects the start body %j with a 400 naming %s', async (body, field) => {
    const member = await signUp();
    const response = await start(member, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    expect(await (await db()).select().from(workouts).where(eq(workouts.userId, member.id))).toHaveLength(0);
  });

  it('refuses an id already used by another member without showing their workout', async () => {
    const owner = await signUp();
    const id = await startQuick(owner);
    const other = await signUp();
    const response = await start(other, { id });
    expect(response.status).toBe(409);
    expect(JSON.stringify(await response.json())).not.toContain('Quick workout');
  });

  it('updates the title and notes, and discards a workout', async () => {
    const member = await signUp();
    const id = await startQuick(member);
    const patched = await call('PATCH', `/api/workouts/${id}`, {
      cookie: member.cookie,
      body: { title: 'Push day', notes: 'Felt strong' },
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ title: 'Push day', notes: 'Felt strong' });
    const badTitle = await call('PATCH', `/api/workouts/${id}`, { cookie: member.cookie, body: { title: '' } });
    expect(badTitle.status).toBe(400);
    expect((await detail(member, id)).title).toBe('Push day');

    expect((await call('DELETE', `/api/workouts/${id}`, { cookie: member.cookie })).status).toBe(204);
    expect((await call('GET', `/api/workouts/${id}`, { cookie: member.cookie })).status).toBe(404);
    expect((await call('DELETE', `/api/workouts/${id}`, { cookie: member.cookie })).status).toBe(404);
    expect((await start(member)).status).toBe(201);
  });

  it('answers 400 naming id for a path id that is not a UUID', async () => {
    const member = await signUp();
    const response = await call('GET', '/api/workouts/12', { cookie: member.cookie });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details[0]?.field).toBe('id');
  });
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

    const bad = await call('PATCH', `/api/sets/${set.id}`, { cookie: member.cookie, body: { reps: -1 } });
    expect(bad.status).toBe(400);
    expect((await detail(member, workoutId)).exercises[0]!.sets[0]!.reps).toBe(6);

    expect((await call('DELETE', `/api/sets/${set.id}`, { cookie: member.cookie })).status).toBe(204);
    expect(await storedSetCount(exercise.id)).toBe(0);
    expect((await call('PATCH', `/api/sets/${set.id}`, { cookie: member.cookie, body: { reps: 1 } })).status).toBe(404);
  });
});

describe("another member's rows", () => {
  it('are 404 on every route and nothing of theirs changes', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const workoutId = await startQuick(owner);
    const exercise = await addExercise(owner, workoutId);
    const set = await json<WorkoutSet>(await logSet(owner, exercise.id, { weight: 100, reps: 5 }));
    await startQuick(intruder);
    const before = await detail(owner, workoutId);

    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/workouts/${workoutId}`],
      ['PATCH', `/api/workouts/${workoutId}`, { title: 'Mine now' }],
      ['POST', `/api/workouts/${workoutId}/end`],
      ['DELETE', `/api/workouts/${workoutId}`],
      ['POST', `/api/workouts/${workoutId}/exercises`, { exerciseId: catalogue[1]!.id }],
      ['POST', `/api/workouts/${workoutId}/exercises/reorder`, { order: [exercise.id] }],
      ['PATCH', `/api/workout-exercises/${exercise.id}`, { targetSets: 9 }],
      ['DELETE', `/api/workout-exercises/${exercise.id}`],
      ['POST', `/api/workout-exercises/${exercise.id}/sets`, { weight: 1, reps: 1 }],
      ['PATCH', `/api/sets/${set.id}`, { weight: 1 }],
      ['DELETE', `/api/sets/${set.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(method, path, { cookie: intruder.cookie, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain('Quick workout');
    }
    const weError = await logSet(intruder, exercise.id);
    expect((await errorOf(weError)).message).toBe('WE not found');
    expect(await detail(owner, workoutId)).toEqual(before);
  });

  it('never show up in the last-set lookup, the exercise history or the workout history', async () => {
    const owner = await signUp();
    const other = await signUp();
    const exerciseId = catalogue[3]!.id;
    const ownerWorkout = await startQuick(owner);
    const ownerExercise = await addExercise(owner, ownerWorkout, { exerciseId });
    await logSet(owner, ownerExercise.id, { weight: 50, reps: 10 });
    await end(owner, ownerWorkout);

    const otherWorkout = await startQuick(other);
    const otherExercise = await addExercise(other, otherWorkout, { exerciseId });
    await logSet(other, otherExercise.id, { weight: 200, reps: 1 });
    await end(other, otherWorkout);

    const last = await json<LastSetResponse>(
      await call('GET', `/api/exercises/${exerciseId}/last-set`, { cookie: owner.cookie }),
    );
    expect(last.lastSet).toMatchObject({ weight: 50, reps: 10 });
    const history = await json<ExerciseHistoryResponse>(
      await call('GET', `/api/exercises/${exerciseId}/history`, { cookie: owner.cookie }),
    );
    expect(history.performances.map((p) => p.workoutId)).toEqual([ownerWorkout]);
    const finished = await json<WorkoutHistoryResponse>(await call('GET', '/api/workouts', { cookie: owner.cookie }));
    expect(finished.workouts.map((w) => w.id)).toEqual([ownerWorkout]);
  });
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

    const again = await end(member, workoutId);
    expect(again).toEqual(ended);
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
    const ends = async (endedAt?: unknown) => {
      const workoutId = await startQuick(member);
      const startedAt = new Date(Date.now() - 3_600_000).toISOString();
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

    const halfAnHourAgo = new Date(Date.now() - 1_800_000).toISOString();
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

describe('starting from a template or a program', () => {
  async function makeTemplate(member: TestMember, name: string) {
    const database = await db();
    const templateId = uuid();
    await database.insert(workoutTemplates).values({ id: templateId, userId: member.id, name });
    await database.insert(workoutTemplateExercises).values([
      {
        id: uuid(),
        templateId,
        exerciseId: catalogue[0]!.id,
        orderIndex: 0,
        targetSets: 3,
        targetRepsMin: 6,
        targetRepsMax: 8,
        targetWeightKg: 80,
        restSec: 120,
      },
      { id: uuid(), templateId, exerciseId: catalogue[1]!.id, orderIndex: 1, targetSets: 3, supersetGroup: 'A' },
      { id: uuid(), templateId, exerciseId: catalogue[2]!.id, orderIndex: 2, targetSets: 4, supersetGroup: 'A' },
    ]);
    return templateId;
  }

  it('copies the template exercises and targets, applies the member preferences and takes the template name', async () => {
    const member = await signUp();
    const templateId = await makeTemplate(member, 'Push day');
    const database = await db();
    await database.insert(userExercisePreferences).values([
      { userId: member.id, exerciseId: catalogue[0]!.id, preferredTargetSets: 5 },
      { userId: member.id, exerciseId: catalogue[0]!.id, templateId, preferredRepMin: 3, preferredRepMax: 5 },
    ]);
    const response = await start(member, { templateId, title: 'ignored' });
    expect(response.status).toBe(201);
    const started = await json<StartWorkoutResponse>(response);
    expect(started.workout).toMatchObject({ title: 'Push day', templateId });

    const workout = await detail(member, started.workoutId);
    expect(workout.template).toEqual({ id: templateId, name: 'Push day' });
    expect(workout.exercises.map((x) => x.exerciseId)).toEqual(catalogue.slice(0, 3).map((c) => c.id));
    // The template-scoped preference wins over the general one (spec §9).
    expect(workout.exercises[0]).toMatchObject({
      targetSets: 3,
      targetRepsMin: 3,
      targetRepsMax: 5,
      targetWeightKg: 80,
      restSec: 120,
    });
    expect(workout.exercises.slice(1).map((x) => [x.supersetGroupId, x.supersetOrder, x.supersetRoundsTarget])).toEqual(
      [
        ['A', 0, 4],
        ['A', 1, 4],
      ],
    );
  });

  it('is a 404 for a template or program of another member', async () => {
    const owner = await signUp();
    const templateId = await makeTemplate(owner, 'Theirs');
    const member = await signUp();
    const response = await start(member, { templateId });
    expect(response.status).toBe(404);
    expect(JSON.stringify(await response.json())).not.toContain('Theirs');
    expect((await start(member, { programId: uuid() })).status).toBe(404);
    expect(await json(await call('GET', '/api/workouts/active', { cookie: member.cookie }))).toEqual({
      workout: null,
    });
  });

  it('starts the program template at its position and moves the position on when the workout ends', async () => {
    const member = await signUp();
    const dayA = await makeTemplate(member, 'Day A');
    const dayB = await makeTemplate(member, 'Day B');
    const database = await db();
    const programId = uuid();
    await database.insert(trainingPrograms).values({ id: programId, userId: member.id, name: 'A/B', position: 1 });
    await database.insert(trainingProgramTemplates).values([
      { programId, orderIndex: 0, templateId: dayA },
      { programId, orderIndex: 1, templateId: dayB },
    ]);
    const first = await json<StartWorkoutResponse>(await start(member, { programId }));
    expect(first.workout).toMatchObject({
      title: 'Day B',
      programId,
      programPosition: 1,
      templateId: dayB,
      programTemplateId: dayB,
    });
    await end(member, first.workoutId);
    await end(member, first.workoutId);
    const [program] = await database.select().from(trainingPrograms).where(eq(trainingPrograms.id, programId));
    expect(program?.position).toBe(0);

    const second = await json<StartWorkoutResponse>(await start(member, { programId }));
    expect(second.workout).toMatchObject({ title: 'Day A', programPosition: 0 });
    expect((await detail(member, second.workoutId)).program).toEqual({ id: programId, name: 'A/B' });
  });

  it('leaves the program where the member moved it while the workout ran', async () => {
    const member = await signUp();
    const days = [
      await makeTemplate(member, 'Day A'),
      await makeTemplate(member, 'Day B'),
      await makeTemplate(member, 'Day C'),
    ];
    const database = await db();
    const programId = uuid();
    await database.insert(trainingPrograms).values({ id: programId, userId: member.id, name: 'A/B/C', position: 0 });
    await database
      .insert(trainingProgramTemplates)
      .values(days.map((templateId, orderIndex) => ({ programId, orderIndex, templateId })));
    const started = await json<StartWorkoutResponse>(await start(member, { programId }));
    expect(started.workout).toMatchObject({ title: 'Day A', programPosition: 0 });
    // The member skips ahead to Day C during the workout.
    expect((await call('POST', `/api/programs/${programId}/advance`, { cookie: member.cookie, body: {} })).status).toBe(
      200,
    );
    expect((await call('POST', `/api/programs/${programId}/advance`, { cookie: member.cookie, body: {} })).status).toBe(
      200,
    );
    await end(member, started.workoutId);
    const [program] = await database.select().from(trainingPrograms).where(eq(trainingPrograms.id, programId));
    expect(program?.position).toBe(2);
  });
});
