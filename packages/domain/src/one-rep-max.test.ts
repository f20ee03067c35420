import { describe, expect, it } from 'vitest';
import { estimateOneRepMax, isPersonalRecord, type PersonalRecords, type WeightAndReps } from './one-rep-max';

describe('estimateOneRepMax', () => {
  it.each<[number, number, number]>([
    [100, 1, 100],
    [100, 10, 133.333333],
    [100, 5, 116.666667],
    [60, 30, 120],
    [100, 0, 0],
    [100, -2, 0],
    [0, 10, 0],
    [-50, 5, 0],
    [Number.NaN, 5, 0],
    [100, Number.POSITIVE_INFINITY, 0],
  ])('%s kg x %s estimates %s kg', (weight, reps, oneRepMax) => {
    expect(estimateOneRepMax(weight, reps)).toBeCloseTo(oneRepMax, 5);
  });
});

const none: PersonalRecords = { weight: false, repsAtWeight: false, oneRepMax: false, volume: false, any: false };

describe('isPersonalRecord', () => {
  const history: WeightAndReps[] = [
    { weight: 100, reps: 5 },
    { weight: 90, reps: 8 },
    { weight: 80, reps: 12 },
  ];

  it.each<[string, WeightAndReps, Partial<PersonalRecords>]>([
    ['heavier than ever', { weight: 102.5, reps: 1 }, { weight: true, any: true }],
    ['heavier with good reps', { weight: 102.5, reps: 5 }, { weight: true, oneRepMax: true, any: true }],
    ['heavier for many reps', { weight: 102.5, reps: 10 }, { weight: true, oneRepMax: true, volume: true, any: true }],
    ['more reps at a known weight', { weight: 90, reps: 9 }, { repsAtWeight: true, oneRepMax: true, any: true }],
    ['one more rep at the top weight', { weight: 100, reps: 6 }, { repsAtWeight: true, oneRepMax: true, any: true }],
    ['one more rep at the lightest weight', { weight: 80, reps: 13 }, { repsAtWeight: true, volume: true, any: true }],
    ['more volume only', { weight: 70, reps: 14 }, { volume: true, any: true }],
    ['a repeat of a previous set', { weight: 100, reps: 5 }, {}],
    ['a lighter set', { weight: 60, reps: 5 }, {}],
    ['fewer reps at a known weight', { weight: 90, reps: 7 }, {}],
    ['an empty set', { weight: 0, reps: 0 }, {}],
    ['a set without reps', { weight: 200, reps: 0 }, {}],
  ])('%s', (_label, candidate, records) => {
    expect(isPersonalRecord(candidate, history)).toEqual({ ...none, ...records });
  });

  it('does not count a first-ever set as a record', () => {
    expect(isPersonalRecord({ weight: 100, reps: 5 }, [])).toEqual(none);
  });

  it('ignores broken history entries', () => {
    const broken: WeightAndReps[] = [
      { weight: Number.NaN, reps: 5 },
      { weight: 500, reps: 0 },
    ];
    expect(isPersonalRecord({ weight: 100, reps: 5 }, broken)).toEqual(none);
    expect(isPersonalRecord({ weight: 100, reps: 5 }, [...broken, { weight: 90, reps: 5 }])).toEqual({
      ...none,
      weight: true,
      oneRepMax: true,
      volume: true,
      any: true,
    });
  });

  it('compares weights to the gram', () => {
    expect(isPersonalRecord({ weight: 0.1 + 0.2, reps: 6 }, [{ weight: 0.3, reps: 5 }])).toMatchObject({
      weight: false,
      repsAtWeight: true,
    });
  });
});
