import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORKING_REST_SEC,
  PERSONAL_RECORD_KINDS,
  barTypeOf,
  engineLoadType,
  personalRecordKinds,
  restAfterSet,
  suggestionGoalOf,
  warmupShiftOf,
  weightModelOf,
} from './coaching';
import { isPersonalRecord } from './one-rep-max';
import { platesPerSide } from './plates';
import { planWarmup } from './warmup';
import { DEFAULT_WEIGHT_MODEL, loadableWeight } from './weight-model';

describe('barTypeOf', () => {
  it.each([
    ['barbell', 'barbell'],
    ['ezbar', 'ezbar'],
    ['fixed', 'fixed'],
    ['dumbbell', null],
    ['machine', null],
    [null, null],
    [undefined, null],
  ])('%s is %s', (loadType, bar) => {
    expect(barTypeOf(loadType)).toBe(bar);
  });
});

describe('engineLoadType', () => {
  it.each<[string | null, string | null, string | undefined]>([
    ['barbell', 'total', 'barbell'],
    ['ezbar', 'total', 'ezbar'],
    ['fixed', 'total', 'fixed'],
    ['machine', 'stack', 'machine'],
    ['cable', 'stack', 'machine'],
    ['assisted', 'stack', 'machine'],
    ['machine', 'per_side', undefined],
    ['cable', 'total', undefined],
    ['dumbbell', 'per_hand', 'dumbbell'],
    ['kettlebell', 'per_hand', 'dumbbell'],
    ['bodyweight', 'total', 'bodyweight'],
    ['weighted_bodyweight', 'total', 'bodyweight'],
    ['band', 'total', undefined],
    ['cardio', null, undefined],
    [null, null, undefined],
  ])('%s / %s loads as %s', (loadType, loadMode, engine) => {
    expect(engineLoadType(loadType, loadMode)).toBe(engine);
  });

  it('snaps a weight stack between 5 and 80 kg in 5 kg steps', () => {
    expect(loadableWeight(42.5, { loadType: engineLoadType('cable', 'stack') })).toBe(45);
    expect(loadableWeight(120, { loadType: engineLoadType('machine', 'stack') })).toBe(80);
  });
});

describe('weightModelOf', () => {
  it('is the default model without a profile', () => {
    expect(weightModelOf(null)).toBe(DEFAULT_WEIGHT_MODEL);
    expect(weightModelOf(undefined)).toBe(DEFAULT_WEIGHT_MODEL);
  });

  it('builds the model of a profile, plates heaviest first', () => {
    const model = weightModelOf({
      barbellKg: 15,
      ezbarKg: 10,
      fixedKg: 12,
      platesKgPerSide: [1.25, 20, 5, 10, 2.5],
      singleMinIncrementKg: 2.5,
      stackIncrementKg: 4,
      auxIncrementsKg: [2],
    });
    expect(model).toEqual({
      unit: 'kg',
      barTypes: { barbell: 15, ezbar: 10, fixed: 12 },
      platesKgPerSide: [20, 10, 5, 2.5, 1.25],
      singleMinIncrementKg: 2.5,
      stackIncrementKg: 4,
      auxIncrementsKg: [2],
    });
    // Without 25s and 15s, 100 kg on a 15 kg bar is 20 + 20 + 2.5 per side.
    expect(platesPerSide(100, { model })).toMatchObject({ perSideKg: [20, 20, 2.5], totalKg: 100 });
    expect(loadableWeight(23, { loadType: 'dumbbell', model })).toBe(24);
  });
});

describe('restAfterSet', () => {
  it.each([
    [{ setKind: 'normal' }, DEFAULT_WORKING_REST_SEC],
    [{ setKind: null, exerciseRestSec: null }, 90],
    [{ setKind: 'normal', exerciseRestSec: 120 }, 120],
    [{ setKind: 'normal', exerciseRestSec: 0 }, 0],
    [{ setKind: 'dropset', exerciseRestSec: 45.4, warmupStepRestSec: 60 }, 45],
    [{ setKind: 'warmup', warmupStepRestSec: 60, exerciseRestSec: 150 }, 60],
    [{ setKind: 'warmup', warmupStepRestSec: null, exerciseRestSec: 150 }, 150],
    [{ setKind: 'warmup' }, 90],
    [{ setKind: 'normal', exerciseRestSec: Number.NaN }, 90],
    [{ setKind: 'normal', exerciseRestSec: -5 }, 90],
    [{ setKind: 'normal', defaultRestSec: 150 }, 150],
    [{ setKind: 'normal', exerciseRestSec: 60, defaultRestSec: 150 }, 60],
    [{ setKind: 'warmup', defaultRestSec: 120.6 }, 121],
    [{ setKind: 'normal', defaultRestSec: null }, 90],
  ])('%j rests %s s', (input, restSec) => {
    expect(restAfterSet(input)).toBe(restSec);
  });
});

describe('suggestionGoalOf', () => {
  it.each([
    ['strength', 'progress_weight'],
    ['muscle', 'progress_reps'],
    ['endurance', 'progress_reps'],
    ['general', null],
    [null, null],
    [undefined, null],
  ] as const)('%s trains for %s', (goal, expected) => {
    expect(suggestionGoalOf(goal)).toBe(expected);
  });
});

describe('personalRecordKinds', () => {
  it('names every record the set beat, in a fixed order', () => {
    expect(personalRecordKinds(isPersonalRecord({ weight: 100, reps: 5 }, [{ weight: 80, reps: 12 }]))).toEqual([
      'weight',
      'one_rep_max',
    ]);
    expect(personalRecordKinds(isPersonalRecord({ weight: 80, reps: 13 }, [{ weight: 80, reps: 12 }]))).toEqual([
      'reps_at_weight',
      'one_rep_max',
      'volume',
    ]);
    expect(personalRecordKinds(isPersonalRecord({ weight: 60, reps: 5 }, [{ weight: 80, reps: 12 }]))).toEqual([]);
    expect(personalRecordKinds({ weight: true, repsAtWeight: true, oneRepMax: true, volume: true, any: true })).toEqual(
      [...PERSONAL_RECORD_KINDS],
    );
  });
});

describe('warmupShiftOf', () => {
  it.each([
    ['not_enough', 'not_enough'],
    ['too_much', 'too_much'],
    ['just_right', null],
    [null, null],
    [undefined, null],
    ['other', null],
  ])('%s shifts by %s', (answer, shift) => {
    expect(warmupShiftOf(answer)).toBe(shift);
  });

  it('lowers the next plan by 5 points after "too much"', () => {
    const plan = planWarmup({ topWeightKg: 100, feedback: warmupShiftOf('too_much') });
    expect(plan.map((step) => step.percent)).toEqual([35, 55, 75]);
  });
});
