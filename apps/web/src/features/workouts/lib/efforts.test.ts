import { describe, expect, it } from 'vitest';
import {
  defaultDistanceUnit,
  distanceText,
  effortText,
  effortTotals,
  measuresOf,
  paceText,
  weighsBothHands,
  type EffortValues,
} from './efforts';
import { distanceInUnit, effortDefaultsOf, otherDistanceUnit } from './effort-input';

/** English words without i18next: the unit's own name, the pace and the reps as the locale files write them. */
const t = (key: string, options: Record<string, unknown> = {}) => {
  if (key === 'workouts:grid.pace') return `${String(options.time)} /${String(options.unit)}`;
  if (key === 'workouts:exercise.targetReps') return `${String(options.reps)} reps`;
  if (key === 'workouts:grid.bothHands') return `2 × ${String(options.weight)}`;
  return key.split('.').at(-1)!;
};

const set = (values: Partial<EffortValues> & { setKind?: string }) => ({
  weight: null,
  reps: null,
  weightUnit: 'kg' as const,
  durationSec: null,
  distanceM: null,
  setKind: 'normal',
  ...values,
});

describe('the fields of a set', () => {
  it('follow the mode and whether the load type takes load', () => {
    expect(measuresOf({ effortMode: 'time', loadType: 'bodyweight' })).toEqual(['durationSec']);
    expect(measuresOf({ effortMode: 'distance', loadType: 'cardio' })).toEqual(['distanceM', 'durationSec']);
    expect(measuresOf({ effortMode: 'distance', loadType: 'dumbbell' })).toEqual([
      'weight',
      'distanceM',
      'durationSec',
    ]);
    // A start made offline knows no mode yet: reps, as before issue 39.
    expect(measuresOf({ loadType: 'barbell' })).toEqual(['weight', 'reps']);
  });
});

describe('distance units', () => {
  it('start carries and sleds in metres or yards, runs and rows in km or miles', () => {
    expect(defaultDistanceUnit('dumbbell', 'kg')).toBe('m');
    expect(defaultDistanceUnit('machine', 'lb')).toBe('yd');
    expect(defaultDistanceUnit('cardio', 'kg')).toBe('km');
    expect(defaultDistanceUnit('cardio', 'lb')).toBe('mi');
    expect(otherDistanceUnit('km', 'kg')).toBe('m');
    expect(otherDistanceUnit('yd', 'lb')).toBe('mi');
  });

  it('convert metres for a box and for reading', () => {
    expect(distanceInUnit(2000, 'km')).toBe(2);
    expect(distanceInUnit(40, 'yd')).toBe(43.745);
    expect(distanceText(2000, 'kg', 'en', t)).toBe('2 km');
    expect(distanceText(40, 'kg', 'en', t)).toBe('40 m');
    expect(distanceText(2500, 'kg', 'es', t)).toBe('2,5 km');
    expect(distanceText(40, 'lb', 'en', t)).toBe('44 yd');
    expect(distanceText(5000, 'lb', 'en', t)).toBe('3.11 mi');
  });
});

describe('pace and effort lines', () => {
  it('shows the pace per km, or per mile for a member in pounds, once both are there', () => {
    expect(paceText(2000, 465, 'kg', t)).toBe('3:53 /km');
    expect(paceText(1609.344, 480, 'lb', t)).toBe('8:00 /mi');
    expect(paceText(2000, null, 'kg', t)).toBeNull();
  });

  it('writes a set in one line with the fields it has', () => {
    const row = set({ distanceM: 2000, durationSec: 465 });
    expect(effortText(row, ['distanceM', 'durationSec'], 'kg', 'en', t)).toBe('2 km · 7:45 · 3:53 /km');
    expect(effortText(row, ['distanceM', 'durationSec'], 'kg', 'en', t, { withPace: false })).toBe('2 km · 7:45');
    expect(effortText(set({ weight: 32, distanceM: 40 }), ['weight', 'distanceM', 'durationSec'], 'kg', 'en', t)).toBe(
      '32 kg · 40 m',
    );
    // A farmer's walk's weight is each hand's.
    expect(
      effortText(set({ weight: 32, distanceM: 40 }), ['weight', 'distanceM', 'durationSec'], 'kg', 'en', t, {
        isPerHand: true,
      }),
    ).toBe('2 × 32 kg · 40 m');
    expect(effortText(set({ reps: 30, durationSec: 60 }), ['reps', 'durationSec'], 'kg', 'en', t)).toBe(
      '30 reps · 1:00',
    );
  });

  it('weighs both hands for a carry held in two, not for one done a side at a time or a whole load', () => {
    expect(weighsBothHands({ loadMode: 'per_hand', isUnilateral: false })).toBe(true);
    expect(weighsBothHands({ loadMode: 'per_hand', isUnilateral: true })).toBe(false);
    expect(weighsBothHands({ loadMode: 'total', isUnilateral: false })).toBe(false);
    expect(weighsBothHands({})).toBe(false);
  });
});

describe('effortDefaultsOf', () => {
  const PLANK = ['durationSec'] as const;
  const ROW = ['distanceM', 'durationSec'] as const;

  it('repeats the last set of this workout', () => {
    const here = [set({ durationSec: 45 }), set({ durationSec: 50 })];
    expect(effortDefaultsOf(PLANK, here, [], 'kg')).toMatchObject({ durationSec: 50 });
  });

  it('suggests a hold a few seconds longer, and the same distance a little faster, than last time', () => {
    expect(effortDefaultsOf(PLANK, [], [set({ durationSec: 60 })], 'kg')).toMatchObject({ durationSec: 65 });
    expect(effortDefaultsOf(ROW, [], [set({ distanceM: 2000, durationSec: 465 })], 'kg')).toMatchObject({
      distanceM: 2000,
      durationSec: 456,
    });
    // A carry keeps its weight, in the member's unit.
    const carry = effortDefaultsOf(['weight', ...ROW], [], [set({ weight: 32, distanceM: 40 })], 'lb');
    expect(carry).toMatchObject({ weight: 70.55, distanceM: 40, durationSec: null });
    // Reps and time: the same reps, a few seconds longer.
    expect(effortDefaultsOf(['reps', 'durationSec'], [], [set({ reps: 30, durationSec: 60 })], 'kg')).toMatchObject({
      reps: 30,
      durationSec: 65,
    });
  });

  it('lines the previous workout up set by set, warm-ups aside', () => {
    const previous = [set({ durationSec: 30, setKind: 'warmup' }), set({ durationSec: 60 }), set({ durationSec: 40 })];
    const here = [set({ durationSec: 20, setKind: 'warmup' })];
    expect(effortDefaultsOf(PLANK, here, previous, 'kg')).toMatchObject({ durationSec: 65 });
  });

  it('leaves the row to the targets without any set to go on', () => {
    expect(effortDefaultsOf(PLANK, [], [], 'kg')).toBeNull();
  });
});

describe('effortTotals', () => {
  it('adds the distance and time of the sets', () => {
    expect(
      effortTotals([
        { distanceM: 2000, durationSec: 465 },
        { distanceM: 40.5, durationSec: null },
        { distanceM: null, durationSec: 60 },
      ]),
    ).toEqual({ distanceM: 2040.5, timedSec: 525 });
  });
});
