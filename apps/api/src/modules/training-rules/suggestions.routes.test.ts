import { beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../../test/harness';
import {
  addExercise,
  history,
  ids,
  json,
  loadCatalogue,
  logSet,
  startQuick,
  suggestionOf,
} from '../../../test/training-rules-support';

let homeGymId = '';

beforeAll(async () => {
  homeGymId = await loadCatalogue();
});

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
