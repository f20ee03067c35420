import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  WorkoutCoachingResponse,
  type ExerciseHistoryResponse,
  type StartWorkoutResponse,
  type SuggestionResponse,
  type WorkoutExercise,
} from '@lifeorbit/contracts';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';

const uuid = () => crypto.randomUUID();
const ids: Record<string, string> = {};

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  const { db } = (await getRuntime()).database;
  const result = await db.execute(
    sql`SELECT slug, id FROM exercises WHERE slug IN ('bench-press', 'back-squat') AND owner_user_id IS NULL`,
  );
  for (const row of (result as unknown as { rows: { slug: string; id: string }[] }).rows) ids[row.slug] = row.id;
  expect(Object.keys(ids).sort()).toEqual(['back-squat', 'bench-press']);
});

async function start(member: TestMember): Promise<string> {
  const response = await call('POST', '/api/workouts', { cookie: member.cookie, body: {} });
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as StartWorkoutResponse).workoutId;
}

async function add(member: TestMember, workoutId: string, slug: string): Promise<string> {
  const response = await call('POST', `/api/workouts/${workoutId}/exercises`, {
    cookie: member.cookie,
    body: { id: uuid(), exerciseId: ids[slug] },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as WorkoutExercise).id;
}

async function logSet(member: TestMember, workoutExerciseId: string, weight: number, reps: number) {
  const response = await call('POST', `/api/workout-exercises/${workoutExerciseId}/sets`, {
    cookie: member.cookie,
    body: { id: uuid(), weight, reps, weightUnit: 'kg' },
  });
  expect(response.status).toBe(201);
}

const coachingOf = async (member: TestMember, workoutId: string) =>
  WorkoutCoachingResponse.parse(
    await json(await call('GET', `/api/workouts/${workoutId}/coaching`, { cookie: member.cookie })),
  );

describe('GET /api/workouts/:id/coaching', () => {
  it("answers each exercise's suggestion and previous performance as the per-exercise reads do", async () => {
    const member = await signUp();
    // History: a finished workout of bench 80 x 5.
    const past = await start(member);
    await logSet(member, await add(member, past, 'bench-press'), 80, 5);
    expect((await call('POST', `/api/workouts/${past}/end`, { cookie: member.cookie, body: {} })).status).toBe(200);

    // Today: bench twice (a superset's second round, say) and squat, one set of bench logged already.
    const today = await start(member);
    const benchA = await add(member, today, 'bench-press');
    const squat = await add(member, today, 'back-squat');
    const benchB = await add(member, today, 'bench-press');
    await logSet(member, benchA, 82.5, 5);

    const coaching = await coachingOf(member, today);
    expect(coaching.suggestions.map((s) => s.workoutExerciseId)).toEqual([benchA, squat, benchB]);
    for (const workoutExerciseId of [benchA, squat, benchB]) {
      const single = await json<SuggestionResponse>(
        await call('GET', `/api/workout-exercises/${workoutExerciseId}/suggestion`, { cookie: member.cookie }),
      );
      expect(coaching.suggestions.find((s) => s.workoutExerciseId === workoutExerciseId)).toEqual(single);
    }
    // One entry per exercise, not per card; today's sets are not "previous".
    expect(coaching.previous.map((p) => p.exerciseId).sort()).toEqual([ids['back-squat'], ids['bench-press']].sort());
    for (const exerciseId of [ids['bench-press']!, ids['back-squat']!]) {
      const single = await json<ExerciseHistoryResponse>(
        await call('GET', `/api/exercises/${exerciseId}/history?limit=1&excludeWorkoutId=${today}`, {
          cookie: member.cookie,
        }),
      );
      expect(coaching.previous.find((p) => p.exerciseId === exerciseId)?.performances).toEqual(single.performances);
    }
    const bench = coaching.previous.find((p) => p.exerciseId === ids['bench-press'])!;
    expect(bench.performances).toHaveLength(1);
    expect(bench.performances[0]!.workoutId).toBe(past);
    expect(bench.performances[0]!.sets.map((s) => [s.weight, s.reps])).toEqual([[80, 5]]);
    expect(coaching.previous.find((p) => p.exerciseId === ids['back-squat'])!.performances).toEqual([]);
  });

  it('answers empty lists for a workout with no exercise', async () => {
    const member = await signUp();
    expect(await coachingOf(member, await start(member))).toEqual({ suggestions: [], previous: [] });
  });

  it("is a 404 for another member's workout and an unknown id, and a 400 naming the id for a malformed one", async () => {
    const owner = await signUp();
    const other = await signUp();
    const workoutId = await start(owner);
    await add(owner, workoutId, 'back-squat');
    for (const path of [`/api/workouts/${workoutId}/coaching`, `/api/workouts/${uuid()}/coaching`]) {
      const response = await call('GET', path, { cookie: other.cookie });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('not_found');
    }
    const malformed = await call('GET', '/api/workouts/not-a-uuid/coaching', { cookie: owner.cookie });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).details.map((detail) => detail.field)).toEqual(['id']);
    expect((await call('GET', `/api/workouts/${workoutId}/coaching`)).status).toBe(401);
  });
});
