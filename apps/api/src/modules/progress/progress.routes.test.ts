import { beforeAll, describe, expect, it } from 'vitest';
import type { ExerciseProgressResponse, RecordsResponse, TrainedExercisesResponse } from '@lifeorbit/contracts';
import { estimateOneRepMax, KG_PER_LB } from '@lifeorbit/domain';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import {
  addExercise,
  detail,
  end,
  json,
  logSet,
  pickCatalogue,
  startQuick,
  uuid,
} from '../../../test/workouts-support';

async function get<T>(member: TestMember, path: string): Promise<T> {
  const response = await call('GET', path, { cookie: member.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<T>(response);
}

/** A finished workout of one exercise with the given working sets (and one warm-up that never counts). */
async function trainOnce(member: TestMember, sets: { weight: number; reps: number; weightUnit?: 'kg' | 'lb' }[]) {
  const workoutId = await startQuick(member);
  const exercise = await addExercise(member, workoutId);
  await logSet(member, exercise.id, { weight: 20, reps: 10, setKind: 'warmup' });
  for (const set of sets) expect((await logSet(member, exercise.id, set)).status).toBe(201);
  return { workoutId, exercise, ended: await end(member, workoutId) };
}

// Creating and migrating the suite's database can take most of a test's time on a loaded machine.
beforeAll(async () => {
  await getRuntime();
});

describe('progress per exercise', () => {
  it('answers empty lists to a new member', async () => {
    const member = await signUp();
    expect(await get(member, '/api/progress/exercises')).toEqual({ exercises: [] });
    expect(await get(member, '/api/progress/records')).toEqual({ records: [] });
  });

  it('charts each session: best e1RM, heaviest set, best set volume and volume in kg, warm-ups left out', async () => {
    const member = await signUp();
    const { workoutId, exercise } = await trainOnce(member, [
      { weight: 100, reps: 5 },
      { weight: 220, reps: 3, weightUnit: 'lb' },
      { weight: 90, reps: 8 },
    ]);
    const { exercises } = await get<TrainedExercisesResponse>(member, '/api/progress/exercises?lang=es');
    const { catalogue } = await pickCatalogue();
    expect(exercises).toEqual([
      expect.objectContaining({ exerciseId: exercise.exerciseId, name: catalogue[0]!.es, sessions: 1, sets: 3 }),
    ]);
    const progress = await get<ExerciseProgressResponse>(
      member,
      `/api/progress/exercises/${exercise.exerciseId}?range=4w`,
    );
    const lbInKg = 220 * KG_PER_LB;
    expect(progress.points).toHaveLength(1);
    const [point] = progress.points;
    expect(point!.workoutId).toBe(workoutId);
    expect(point!.sets).toBe(3);
    expect(point!.heaviestKg).toBe(100);
    expect(point!.e1rmKg).toBeCloseTo(
      Math.max(estimateOneRepMax(100, 5), estimateOneRepMax(lbInKg, 3), estimateOneRepMax(90, 8)),
      2,
    );
    expect(point!.bestSetVolumeKg).toBeCloseTo(720, 2);
    expect(point!.volumeKg).toBeCloseTo(500 + lbInKg * 3 + 720, 1);
  });

  it('follows edits and deletions of sets', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    const first = uuid();
    await logSet(member, exercise.id, { id: first, weight: 50, reps: 10 });
    await logSet(member, exercise.id, { weight: 60, reps: 5 });
    const path = `/api/progress/exercises/${exercise.exerciseId}?range=all`;
    expect((await get<ExerciseProgressResponse>(member, path)).points[0]!.heaviestKg).toBe(60);
    await call('PATCH', `/api/sets/${first}`, { cookie: member.cookie, body: { weight: 70, reps: 10 } });
    expect((await get<ExerciseProgressResponse>(member, path)).points[0]).toMatchObject({
      heaviestKg: 70,
      volumeKg: 1000,
    });
    const workout = await detail(member, workoutId);
    for (const set of workout.exercises[0]!.sets) {
      await call('DELETE', `/api/sets/${set.id}`, { cookie: member.cookie });
    }
    expect((await get<ExerciseProgressResponse>(member, path)).points).toEqual([]);
  });

  it('lists records with their workout, and a 404 for an exercise the member cannot see', async () => {
    const member = await signUp();
    await trainOnce(member, [{ weight: 80, reps: 5 }]);
    const { workoutId, exercise } = await trainOnce(member, [{ weight: 85, reps: 5 }]);
    const { records } = await get<RecordsResponse>(member, '/api/progress/records');
    expect(records[0]).toMatchObject({ workoutId, exerciseId: exercise.exerciseId, weightKg: 85, reps: 5 });
    expect(records[0]!.kinds).toContain('weight');

    const other = await signUp();
    const ownId = uuid();
    await call('POST', '/api/exercises', {
      cookie: other.cookie,
      body: { id: ownId, names: { en: 'Mine' }, loadType: 'cable' },
    });
    expect((await call('GET', `/api/progress/exercises/${ownId}`, { cookie: member.cookie })).status).toBe(404);
    expect((await call('GET', `/api/progress/exercises/${ownId}`, { cookie: other.cookie })).status).toBe(200);
  });

  it("never shows another member's training", async () => {
    const a = await signUp();
    const b = await signUp();
    await trainOnce(a, [{ weight: 100, reps: 5 }]);
    expect(await get(b, '/api/progress/exercises')).toEqual({ exercises: [] });
    expect(await get(b, '/api/progress/records')).toEqual({ records: [] });
    const analytics = await get<{ weeks: { workouts: number }[]; days: unknown[] }>(b, '/api/analytics');
    expect(analytics.weeks.every((week) => week.workouts === 0)).toBe(true);
    expect(analytics.days).toEqual([]);
  });

  it.each([
    ['range=forever', 'range'],
    ['lang=fr', 'lang'],
  ])('rejects ?%s with a 400 naming %s', async (query, field) => {
    const member = await signUp();
    const { catalogue } = await pickCatalogue();
    const response = await call('GET', `/api/progress/exercises/${catalogue[0]!.id}?${query}`, {
      cookie: member.cookie,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
  });
});

describe('body measurements', () => {
  it('keeps one row a day; a partial save keeps the other values; delete removes the day', async () => {
    const member = await signUp();
    const put = (body: unknown) => call('PUT', '/api/body-measurements', { cookie: member.cookie, body });
    expect((await put({ day: '2026-11-01', bodyWeightKg: 82.5, waistCm: 90 })).status).toBe(200);
    expect(await json(await put({ day: '2026-11-01', bodyFatPct: 18 }))).toEqual({
      day: '2026-11-01',
      bodyWeightKg: 82.5,
      waistCm: 90,
      bodyFatPct: 18,
    });
    await put({ day: '2026-11-08', bodyWeightKg: 81 });
    const list = await get<{ measurements: { day: string }[] }>(member, '/api/body-measurements?range=all');
    expect(list.measurements.map((m) => m.day)).toEqual(['2026-11-01', '2026-11-08']);
    expect((await call('DELETE', '/api/body-measurements/2026-11-08', { cookie: member.cookie })).status).toBe(204);
    expect((await call('DELETE', '/api/body-measurements/2026-11-08', { cookie: member.cookie })).status).toBe(404);
  });

  it.each([
    [{ day: '2026-11-01', bodyWeightKg: -70 }, 'bodyWeightKg'],
    [{ day: '2026-11-01', bodyWeightKg: 10_000 }, 'bodyWeightKg'],
    [{ day: '2026-11-01', bodyWeightKg: '80' }, 'bodyWeightKg'],
    [{ day: '2026-11-01' }, 'bodyWeightKg'],
    [{ day: '2026-11-01', waistCm: 5 }, 'waistCm'],
    [{ day: '2026-11-01', bodyFatPct: 90 }, 'bodyFatPct'],
    [{ day: '2999-01-01', bodyWeightKg: 80 }, 'day'],
    [{ day: dayFromToday(3), bodyWeightKg: 80 }, 'day'],
    [{ day: 'yesterday', bodyWeightKg: 80 }, 'day'],
    [{ day: '2026-11-01', bodyWeightKg: 80, userId: 'x' }, '(body)'],
  ])('rejects %j with a 400 naming %s and stores nothing', async (body, field) => {
    const member = await signUp();
    const response = await call('PUT', '/api/body-measurements', { cookie: member.cookie, body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    expect(await get(member, '/api/body-measurements?range=all')).toEqual({ measurements: [] });
  });
});

/** A calendar day counted from the server's (UTC) today. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
