import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { WarmupResponse, WorkoutDetail } from '@lifeorbit/contracts';
import { call, errorOf, signUp } from '../../../test/harness';
import {
  addExercise,
  answerWarmup,
  db,
  history,
  json,
  loadCatalogue,
  logSet,
  startQuick,
  storedWarmup,
  storeWarmup,
} from '../../../test/training-rules-support';
import { appSettings } from '../../db/admin-schema';
import { findRuleInputs } from './rule-inputs.repository';
import { planWarmupAfterSet } from './training-rules.service';

beforeAll(async () => {
  await loadCatalogue();
});

const percents = (warmup: WarmupResponse) => warmup.warmupPlan.steps.map((step) => step.percent);

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
