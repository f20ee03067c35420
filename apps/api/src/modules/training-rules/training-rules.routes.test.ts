import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  CoachingSettings,
  StartWorkoutResponse,
  SuggestionResponse,
  WarmupResponse,
  WorkoutDetail,
  WorkoutExercise,
  WorkoutSet,
} from '@lifeorbit/contracts';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { appSettings } from '../../db/admin-schema';
import { personalRecords } from '../../db/training-rules-schema';
import { workoutExercises } from '../../db/workouts-schema';
import { findRuleInputs } from './rule-inputs.repository';
import { planWarmupAfterSet } from './training-rules.service';

const uuid = () => crypto.randomUUID();

async function db() {
  return (await getRuntime()).database.db;
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Catalogue exercises by slug. */
const ids: Record<string, string> = {};
let homeGymId = '';

beforeAll(async () => {
  const result = await (
    await db()
  ).execute(
    sql`SELECT slug, id FROM exercises WHERE slug IN ('bench-press', 'incline-bench-press', 'dumbbell-bench-press',
          'back-squat', 'lat-pulldown') AND owner_user_id IS NULL`,
  );
  for (const row of (result as unknown as { rows: { slug: string; id: string }[] }).rows) ids[row.slug] = row.id;
  expect(Object.keys(ids).sort()).toEqual(
    ['back-squat', 'bench-press', 'dumbbell-bench-press', 'incline-bench-press', 'lat-pulldown'].sort(),
  );
  const profiles = await (await db()).execute(sql`SELECT id FROM plate_profiles WHERE slug = 'home-gym'`);
  homeGymId = (profiles as unknown as { rows: { id: string }[] }).rows[0]!.id;
});

async function startQuick(member: TestMember): Promise<string> {
  const active = await json<{ workout: { id: string } | null }>(
    await call('GET', '/api/workouts/active', { cookie: member.cookie }),
  );
  if (active.workout) await call('POST', `/api/workouts/${active.workout.id}/end`, { cookie: member.cookie });
  return (await json<StartWorkoutResponse>(await call('POST', '/api/workouts', { cookie: member.cookie, body: {} })))
    .workoutId;
}

async function addExercise(
  member: TestMember,
  workoutId: string,
  slug: string,
  extra: Record<string, unknown> = {},
): Promise<WorkoutExercise> {
  return json<WorkoutExercise>(
    await call('POST', `/api/workouts/${workoutId}/exercises`, {
      cookie: member.cookie,
      body: { id: uuid(), exerciseId: ids[slug], ...extra },
    }),
  );
}

async function logSet(member: TestMember, workoutExerciseId: string, body: Record<string, unknown>) {
  return call('POST', `/api/workout-exercises/${workoutExerciseId}/sets`, {
    cookie: member.cookie,
    body: { id: uuid(), weightUnit: 'kg', ...body },
  });
}

/** A finished workout with one set of the exercise: the member's history. */
async function history(member: TestMember, slug: string, set: Record<string, unknown>): Promise<void> {
  const workoutId = await startQuick(member);
  const exercise = await addExercise(member, workoutId, slug);
  await json(await logSet(member, exercise.id, set));
  await json(await call('POST', `/api/workouts/${workoutId}/end`, { cookie: member.cookie }));
}

const suggestionOf = async (member: TestMember, workoutExerciseId: string) =>
  json<SuggestionResponse>(
    await call('GET', `/api/workout-exercises/${workoutExerciseId}/suggestion`, { cookie: member.cookie }),
  );

const storeWarmup = async (member: TestMember, workoutExerciseId: string, body: Record<string, unknown> = {}) =>
  call('PUT', `/api/workout-exercises/${workoutExerciseId}/warmup`, { cookie: member.cookie, body });

const answerWarmup = async (member: TestMember, workoutExerciseId: string, feedback: unknown) =>
  call('PUT', `/api/workout-exercises/${workoutExerciseId}/warmup-feedback`, {
    cookie: member.cookie,
    body: { feedback },
  });

async function storedWarmup(workoutExerciseId: string) {
  const [row] = await (
    await db()
  )
    .select({
      plan: workoutExercises.warmupPlan,
      feedback: workoutExercises.warmupFeedback,
      updatedAt: workoutExercises.warmupUpdatedAt,
    })
    .from(workoutExercises)
    .where(eq(workoutExercises.id, workoutExerciseId));
  return row!;
}

const percents = (warmup: WarmupResponse) => warmup.warmupPlan.steps.map((step) => step.percent);

describe('the next-set suggestion', () => {
  it('suggests 82.5 kg x 8 after 80 kg x 12 at Feel: =, with the rule and the plates of 82.5 kg', async () => {
    const member = await signUp();
    await history(member, 'bench-press', { weight: 80, reps: 12, notes: 'Feel: =' });
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');

    const answer = await suggestionOf(member, bench.id);
    expect(answer.suggestion).toMatchObject({ weightKg: 82.5, reps: 8 });
    expect(answer.suggestion.reasons).toEqual([
      {
        code: 'range_top_reached',
        params: { lastWeightKg: 80, lastReps: 12, feel: '=', addedKg: 2.5, min: 8, max: 12 },
      },
    ]);
    expect(answer.suggestion.rationale[0]).toContain('reached the top of 8-12 reps at feel =');
    expect(answer).toMatchObject({
      exerciseId: ids['bench-press'],
      loadType: 'barbell',
      readinessEnergy: 65,
      lastSet: { weight: 80, reps: 12, notes: 'Feel: =' },
      warmupStrategy: 'ramped',
      plates: { perSideKg: [25, 5, 1.25], totalKg: 82.5, note: null },
    });
    expect(answer.weightModel.platesKgPerSide).toEqual([25, 20, 15, 10, 5, 2.5, 1.25]);
  });

  it('leaves warm-up sets out of the last set, and follows the sets logged in this workout', async () => {
    const member = await signUp();
    await history(member, 'bench-press', { weight: 80, reps: 12, notes: 'Feel: =' });
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    await json(await logSet(member, bench.id, { weight: 40, reps: 10, setKind: 'warmup' }));
    expect((await suggestionOf(member, bench.id)).suggestion).toMatchObject({ weightKg: 82.5, reps: 8 });

    await json(await logSet(member, bench.id, { weight: 82.5, reps: 8, rpe: 8 }));
    const next = await suggestionOf(member, bench.id);
    expect(next.lastSet).toMatchObject({ weight: 82.5, reps: 8, rpe: 8 });
    // RPE 8 reads as "=": one more rep at the same weight.
    expect(next.suggestion).toMatchObject({ weightKg: 82.5, reps: 9 });
    expect(next.suggestion.reasons[0]!.code).toBe('reps_added');
  });

  it('starts at 60 kg without a previous set and scales a performance by the readiness of the day', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const squat = await addExercise(member, workoutId, 'back-squat', { targetReps: 5 });
    const first = await suggestionOf(member, squat.id);
    expect(first.suggestion).toMatchObject({ weightKg: 60, reps: 5 });
    expect(first.suggestion.reasons.map((r) => r.code)).toEqual(['no_previous_set']);
    expect(first.lastSet).toBeNull();

    await json(await logSet(member, squat.id, { weight: 100, reps: 6, notes: 'Feel: =' }));
    await json(
      await call('PUT', '/api/readiness', { cookie: member.cookie, body: { day: '2026-11-22', energy: 100 } }),
    );
    const rested = await suggestionOf(member, squat.id);
    // Range 4-6 (80%-120% of 5): the top was reached, +2.5 kg; readiness 100 gives x1.03 and a loadable 105 kg.
    expect(rested.readinessEnergy).toBe(100);
    expect(rested.suggestion).toMatchObject({ weightKg: 105, reps: 4 });
    expect(rested.suggestion.reasons.map((r) => r.code)).toEqual([
      'range_top_reached',
      'readiness_adjusted',
      'rounded_to_loadable',
    ]);
  });

  it("uses the member's rep preference and the plates of their chosen profile", async () => {
    const member = await signUp();
    await json(
      await call('PUT', '/api/exercise-preferences', {
        cookie: member.cookie,
        body: { exerciseId: ids['bench-press'], preferredRepMin: 5, preferredRepMax: 7 },
      }),
    );
    await history(member, 'bench-press', { weight: 100, reps: 12, notes: 'Feel: ++' });
    await json(
      await call('PUT', '/api/coaching/settings', { cookie: member.cookie, body: { plateProfileId: homeGymId } }),
    );
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press', { targetRepsMin: 6, targetRepsMax: 10 });
    const answer = await suggestionOf(member, bench.id);
    // The preference (5-7) overrides the targets (6-10): 12 reps is past the top, so +1.5 x 2.5 kg at feel ++, reps
    // back to 5; 103.75 kg is not loadable with pairs of 1.25 kg plates, so 105 kg.
    expect(answer.repRange).toEqual({ min: 5, max: 7 });
    expect(answer.suggestion).toMatchObject({ weightKg: 105, reps: 5 });
    // The home gym has no 25s or 15s.
    expect(answer.weightModel.platesKgPerSide).toEqual([20, 10, 5, 2.5, 1.25]);
    expect(answer.plates).toMatchObject({ perSideKg: [20, 20, 2.5], totalKg: 105, note: null });
  });

  it('snaps a weight stack to 5 kg steps', async () => {
    const member = await signUp();
    await history(member, 'lat-pulldown', { weight: 42, reps: 12, notes: 'Feel: =' });
    const workoutId = await startQuick(member);
    const pulldown = await addExercise(member, workoutId, 'lat-pulldown');
    const answer = await suggestionOf(member, pulldown.id);
    expect(answer.suggestion.weightKg % 5).toBe(0);
    expect(answer.plates).toBeNull();
  });
});

describe('warm-up plans', () => {
  it('computes and stores a ramped plan (40/60/80% of the next set, 10/8/5 reps, 60/90/120 s)', async () => {
    const member = await signUp();
    await history(member, 'bench-press', { weight: 80, reps: 12, notes: 'Feel: =' });
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    expect((await storedWarmup(bench.id)).plan).toBeNull();

    const stored = await json<WarmupResponse>(await storeWarmup(member, bench.id));
    expect(stored.warmupPlan).toMatchObject({
      strategy: 'ramped',
      feedback: null,
      topWeightKg: 82.5,
      repsGoal: 8,
      minWeightKg: 0,
      estimatedMinutes: 3,
    });
    expect(stored.warmupPlan.steps).toEqual([
      { id: 'W1', percent: 40, reps: 10, rest_sec: 60, weightKg: 32.5 },
      { id: 'W2', percent: 60, reps: 8, rest_sec: 90, weightKg: 50 },
      { id: 'W3', percent: 80, reps: 5, rest_sec: 120, weightKg: 65 },
    ]);
    const row = await storedWarmup(bench.id);
    expect(row.plan).toEqual(stored.warmupPlan);
    expect(row.updatedAt?.toISOString()).toBe(stored.warmupUpdatedAt);

    const detail = await json<WorkoutDetail>(
      await call('GET', `/api/workouts/${workoutId}`, { cookie: member.cookie }),
    );
    expect(detail.exercises[0]).toMatchObject({
      warmupPlan: stored.warmupPlan,
      warmupUpdatedAt: stored.warmupUpdatedAt,
    });
  });

  it('is made again after a normal (or unspecified kind) set, not after a warm-up set', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    const first = await json<WarmupResponse>(await storeWarmup(member, bench.id));

    await json(await logSet(member, bench.id, { weight: 20, reps: 10, setKind: 'warmup' }));
    expect((await storedWarmup(bench.id)).updatedAt?.toISOString()).toBe(first.warmupUpdatedAt);

    await json(await logSet(member, bench.id, { weight: 100, reps: 10, setKind: 'normal' }));
    const afterNormal = await storedWarmup(bench.id);
    expect(afterNormal.updatedAt!.getTime()).toBeGreaterThan(Date.parse(first.warmupUpdatedAt));
    // Follows the new next set: 100 kg x 10 without a feel gives 100 kg x 11, so W3 is 80 kg.
    expect((afterNormal.plan as WarmupResponse['warmupPlan']).topWeightKg).toBe(100);

    await json(await logSet(member, bench.id, { weight: 100, reps: 9 }));
    expect((await storedWarmup(bench.id)).updatedAt!.getTime()).toBeGreaterThan(afterNormal.updatedAt!.getTime());
  });

  it('stores a plan on the first normal set even when none was asked for', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const squat = await addExercise(member, workoutId, 'back-squat');
    await json(await logSet(member, squat.id, { weight: 100, reps: 5 }));
    const row = await storedWarmup(squat.id);
    expect(row.updatedAt).not.toBeNull();
    expect((row.plan as WarmupResponse['warmupPlan']).steps).toHaveLength(3);
  });

  it('shifts the plan by the answer: too much lowers it 5 points, not enough raises it, just right keeps it', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    const plan = await json<WarmupResponse>(await storeWarmup(member, bench.id));
    expect(percents(plan)).toEqual([40, 60, 80]);

    const tooMuch = await json<WarmupResponse>(await answerWarmup(member, bench.id, 'too_much'));
    expect(tooMuch.warmupFeedback).toBe('too_much');
    expect(tooMuch.warmupPlan.feedback).toBe('too_much');
    expect(percents(tooMuch)).toEqual([35, 55, 75]);
    expect(Date.parse(tooMuch.warmupUpdatedAt)).toBeGreaterThan(Date.parse(plan.warmupUpdatedAt));

    expect(percents(await json<WarmupResponse>(await answerWarmup(member, bench.id, 'not_enough')))).toEqual([
      45, 63, 82,
    ]);
    const justRight = await json<WarmupResponse>(await answerWarmup(member, bench.id, 'just_right'));
    expect(justRight.warmupFeedback).toBe('just_right');
    expect(percents(justRight)).toEqual([40, 60, 80]);
    expect((await storedWarmup(bench.id)).feedback).toBe('just_right');
  });

  it("carries the last answer into the next workout's plan of the same exercise", async () => {
    const member = await signUp();
    const firstWorkout = await startQuick(member);
    const firstBench = await addExercise(member, firstWorkout, 'bench-press');
    await json(await answerWarmup(member, firstBench.id, 'too_much'));
    const nextWorkout = await startQuick(member);
    const nextBench = await addExercise(member, nextWorkout, 'bench-press');
    const next = await json<WarmupResponse>(await storeWarmup(member, nextBench.id));
    expect(next.warmupFeedback).toBeNull();
    expect(percents(next)).toEqual([35, 55, 75]);
    // Another exercise is not shifted.
    const incline = await addExercise(member, nextWorkout, 'incline-bench-press');
    expect(percents(await json<WarmupResponse>(await storeWarmup(member, incline.id)))).toEqual([40, 60, 80]);
  });

  it("follows the strategy asked for, else the member's, else the app's default", async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    const quick = await json<WarmupResponse>(await storeWarmup(member, bench.id, { strategy: 'quick' }));
    expect(quick.warmupPlan.steps.map((s) => [s.percent, s.reps])).toEqual([
      [50, 8],
      [70, 5],
    ]);

    await json(
      await call('PUT', '/api/coaching/settings', { cookie: member.cookie, body: { warmupStrategy: 'power' } }),
    );
    const power = await json<WarmupResponse>(await storeWarmup(member, bench.id));
    expect(power.warmupPlan.strategy).toBe('power');
    expect(power.warmupPlan.steps.map((s) => s.reps)).toEqual([5, 3, 1]);

    await json(await call('PUT', '/api/coaching/settings', { cookie: member.cookie, body: { warmupStrategy: null } }));
    const database = await db();
    await database.update(appSettings).set({ value: 'quick' }).where(eq(appSettings.key, 'warmup_strategy'));
    try {
      expect((await json<WarmupResponse>(await storeWarmup(member, bench.id))).warmupPlan.strategy).toBe('quick');
    } finally {
      await database.update(appSettings).set({ value: 'ramped' }).where(eq(appSettings.key, 'warmup_strategy'));
    }
    expect((await json<WarmupResponse>(await storeWarmup(member, bench.id))).warmupPlan.strategy).toBe('ramped');
  });

  it('needs fewer steps for a muscle that earlier exercises already warmed (strategy warmth)', async () => {
    const member = await signUp();
    await json(
      await call('PUT', '/api/coaching/settings', { cookie: member.cookie, body: { warmupStrategy: 'warmth' } }),
    );
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    const incline = await addExercise(member, workoutId, 'incline-bench-press');
    expect((await json<WarmupResponse>(await storeWarmup(member, incline.id))).warmupPlan.steps).toHaveLength(3);
    await json(await logSet(member, bench.id, { weight: 60, reps: 8 }));
    const warm = await json<WarmupResponse>(await storeWarmup(member, incline.id));
    expect(warm.warmupPlan.steps.map((s) => s.percent)).toEqual([55, 75]);
  });

  it('answers 400 naming the field for a bad answer or strategy, and changes nothing', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    const stored = await json<WarmupResponse>(await storeWarmup(member, bench.id));
    for (const [response, field] of [
      [await answerWarmup(member, bench.id, 'meh'), 'feedback'],
      [await answerWarmup(member, bench.id, null), 'feedback'],
      [
        await call('PUT', `/api/workout-exercises/${bench.id}/warmup-feedback`, { cookie: member.cookie, body: {} }),
        'feedback',
      ],
      [
        await call('PUT', `/api/workout-exercises/${bench.id}/warmup-feedback`, {
          cookie: member.cookie,
          body: { feedback: 'too_much', userId: 'x' },
        }),
        '(body)',
      ],
      [await storeWarmup(member, bench.id, { strategy: 'slow' }), 'strategy'],
      [
        await call('PUT', `/api/workout-exercises/${bench.id}/warmup`, { cookie: member.cookie, rawBody: '{' }),
        '(body)',
      ],
      [await call('GET', '/api/workout-exercises/not-a-uuid/suggestion', { cookie: member.cookie }), 'id'],
    ] as const) {
      expect(response.status).toBe(400);
      expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    }
    const row = await storedWarmup(bench.id);
    expect(row.feedback).toBeNull();
    expect(row.updatedAt?.toISOString()).toBe(stored.warmupUpdatedAt);
  });

  it('logs a failed refresh and never throws it at the set', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const bench = await addExercise(member, workoutId, 'bench-press');
    const found = (await findRuleInputs(await db(), member.id, bench.id))!;
    const set = { weight: 100, reps: 5, weightUnit: 'kg', notes: null, rpe: null, isCompleted: true } as const;
    const log = { error: vi.fn() };
    expect(planWarmupAfterSet(found, set, log)?.topWeightKg).toBeGreaterThan(0);
    expect(log.error).not.toHaveBeenCalled();
    // Inputs the rules cannot read: no plan, logged, and the log stores the set without one.
    expect(planWarmupAfterSet({ ...found, preferences: null as never }, set, log)).toBeNull();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('Warm-up refresh failed'), expect.anything());
  });
});

describe("another member's workout exercise", () => {
  it('is a 404 (WE not found) on every coaching route, and nothing of theirs changes', async () => {
    const owner = await signUp();
    const other = await signUp();
    const workoutId = await startQuick(owner);
    const bench = await addExercise(owner, workoutId, 'bench-press');
    const stored = await json<WarmupResponse>(await storeWarmup(owner, bench.id));
    for (const response of [
      await call('GET', `/api/workout-exercises/${bench.id}/suggestion`, { cookie: other.cookie }),
      await storeWarmup(other, bench.id),
      await answerWarmup(other, bench.id, 'too_much'),
      await call('GET', `/api/workout-exercises/${uuid()}/suggestion`, { cookie: other.cookie }),
    ]) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe('WE not found');
    }
    const row = await storedWarmup(bench.id);
    expect(row.feedback).toBeNull();
    expect(row.updatedAt?.toISOString()).toBe(stored.warmupUpdatedAt);
  });

  it('is a 401 without a session', async () => {
    const owner = await signUp();
    const workoutId = await startQuick(owner);
    const bench = await addExercise(owner, workoutId, 'bench-press');
    expect((await call('GET', `/api/workout-exercises/${bench.id}/suggestion`)).status).toBe(401);
    expect((await call('PUT', `/api/workout-exercises/${bench.id}/warmup`, { body: {} })).status).toBe(401);
    expect((await call('GET', '/api/coaching/settings')).status).toBe(401);
  });
});

describe('coaching settings', () => {
  it('start at the app defaults and keep the member choice', async () => {
    const member = await signUp();
    const defaults = await json<CoachingSettings>(
      await call('GET', '/api/coaching/settings', { cookie: member.cookie }),
    );
    expect(defaults).toMatchObject({
      warmupStrategy: null,
      effectiveWarmupStrategy: 'ramped',
      plateProfileId: null,
      plateProfile: { name: 'Standard gym' },
    });
    expect(defaults.plateProfiles.map((p) => p.name)).toEqual(expect.arrayContaining(['Standard gym', 'Home gym']));

    const chosen = await json<CoachingSettings>(
      await call('PUT', '/api/coaching/settings', {
        cookie: member.cookie,
        body: { warmupStrategy: 'quick', plateProfileId: homeGymId },
      }),
    );
    expect(chosen).toMatchObject({
      warmupStrategy: 'quick',
      effectiveWarmupStrategy: 'quick',
      plateProfileId: homeGymId,
      plateProfile: { id: homeGymId, name: 'Home gym' },
    });
    // Changing one leaves the other.
    const strategyOnly = await json<CoachingSettings>(
      await call('PUT', '/api/coaching/settings', { cookie: member.cookie, body: { warmupStrategy: 'power' } }),
    );
    expect(strategyOnly.plateProfileId).toBe(homeGymId);
  });

  it("refuses an unknown or another member's plate profile and a bad strategy with a 400, storing nothing", async () => {
    const member = await signUp();
    const other = await signUp();
    const database = await db();
    const result = await database.execute(
      sql`INSERT INTO plate_profiles (name, owner_user_id, plates_kg_per_side) VALUES ('Mine', ${other.id}, '{10,5}')
          RETURNING id`,
    );
    const othersProfile = (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
    for (const [body, field] of [
      [{ plateProfileId: uuid() }, 'plateProfileId'],
      [{ plateProfileId: othersProfile }, 'plateProfileId'],
      [{ plateProfileId: 'home-gym' }, 'plateProfileId'],
      [{ warmupStrategy: 'slow' }, 'warmupStrategy'],
      [{ warmupStrategy: 'quick', extra: 1 }, '(body)'],
    ] as const) {
      const response = await call('PUT', '/api/coaching/settings', { cookie: member.cookie, body });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    }
    const settings = await json<CoachingSettings>(
      await call('GET', '/api/coaching/settings', { cookie: member.cookie }),
    );
    expect(settings).toMatchObject({ warmupStrategy: null, plateProfileId: null });
    expect(settings.plateProfiles.map((p) => p.id)).not.toContain(othersProfile);
    // The owner sees and may choose their own profile.
    const own = await json<CoachingSettings>(
      await call('PUT', '/api/coaching/settings', { cookie: other.cookie, body: { plateProfileId: othersProfile } }),
    );
    expect(own.plateProfile.weightModel.platesKgPerSide).toEqual([10, 5]);
    expect(own.plateProfiles.find((p) => p.id === othersProfile)?.isOwn).toBe(true);
  });
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
