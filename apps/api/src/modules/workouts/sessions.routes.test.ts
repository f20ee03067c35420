import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ExerciseHistoryResponse,
  LastSetResponse,
  StartWorkoutResponse,
  WorkoutHistoryResponse,
  WorkoutSet,
} from '@lifeorbit/contracts';
import { call, errorOf, signUp, type TestMember } from '../../../test/harness';
import {
  addExercise,
  db,
  detail,
  end,
  json,
  logSet,
  pickCatalogue,
  start,
  startQuick,
  uuid,
} from '../../../test/workouts-support';
import {
  trainingProgramTemplates,
  trainingPrograms,
  userExercisePreferences,
  workoutTemplateExercises,
  workoutTemplates,
} from '../../db/templates-schema';
import { workouts } from '../../db/workouts-schema';

let catalogue: { id: string; en: string; es: string }[] = [];

beforeAll(async () => {
  ({ catalogue } = await pickCatalogue());
});

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

  it('gives the template exercises the ids a start made offline chose, and refuses ids already taken', async () => {
    const member = await signUp();
    const templateId = await makeTemplate(member, 'Offline day');
    const exerciseIds = [uuid(), uuid(), uuid()];
    const id = uuid();
    const response = await start(member, { id, templateId, title: 'Offline day', exerciseIds });
    expect(response.status).toBe(201);
    expect((await detail(member, id)).exercises.map((x) => x.id)).toEqual(exerciseIds);
    // A set logged offline against one of them is stored once the start has arrived.
    const logged = await call('POST', `/api/workout-exercises/${exerciseIds[1]}/sets`, {
      cookie: member.cookie,
      body: { id: uuid(), weight: 40, reps: 10 },
    });
    expect(logged.status).toBe(201);
    await call('POST', `/api/workouts/${id}/end`, { cookie: member.cookie, body: {} });

    const other = await signUp();
    const otherTemplate = await makeTemplate(other, 'Mine');
    const taken = await start(other, { templateId: otherTemplate, exerciseIds: [exerciseIds[0]!] });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).details[0]?.field).toBe('exerciseIds');
    expect(await json(await call('GET', '/api/workouts/active', { cookie: other.cookie }))).toEqual({ workout: null });
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
