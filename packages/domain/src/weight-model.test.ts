import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STEP_KG,
  DEFAULT_TARGET_WEIGHT_KG,
  DEFAULT_WEIGHT_MODEL,
  loadableWeight,
  snapMachineWeight,
  usableIncrementsKg,
  type LoadType,
  type WeightModel,
} from './weight-model';

describe('DEFAULT_WEIGHT_MODEL', () => {
  it('holds the spec constants', () => {
    expect(DEFAULT_WEIGHT_MODEL).toEqual({
      unit: 'kg',
      barTypes: { barbell: 20, ezbar: 7.5, fixed: 20 },
      platesKgPerSide: [25, 20, 15, 10, 5, 2.5, 1.25],
      singleMinIncrementKg: 2.5,
      stackIncrementKg: 5,
      auxIncrementsKg: [2.5],
    });
    expect(DEFAULT_STEP_KG).toBe(2.5);
    expect(DEFAULT_TARGET_WEIGHT_KG).toBe(60);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(DEFAULT_WEIGHT_MODEL)).toBe(true);
    expect(Object.isFrozen(DEFAULT_WEIGHT_MODEL.platesKgPerSide)).toBe(true);
    expect(Object.isFrozen(DEFAULT_WEIGHT_MODEL.barTypes)).toBe(true);
  });
});

describe('usableIncrementsKg', () => {
  it('keeps positive finite values, smallest first', () => {
    expect(usableIncrementsKg([5, 0, -2.5, Number.NaN, 1.25, Number.POSITIVE_INFINITY, 2.5])).toEqual([1.25, 2.5, 5]);
  });
});

describe('snapMachineWeight', () => {
  it.each<[number, number]>([
    [0, 5],
    [-20, 5],
    [2.4, 5],
    [7.4, 5],
    [7.5, 10],
    [42, 40],
    [42.5, 45],
    [80, 80],
    [82.5, 80],
    [500, 80],
    [Number.POSITIVE_INFINITY, 80],
    [Number.NEGATIVE_INFINITY, 5],
    [Number.NaN, 5],
  ])('%s kg snaps to %s kg', (kg, snapped) => {
    expect(snapMachineWeight(kg)).toBe(snapped);
  });

  it('always lands on the 5..80 kg stack', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (kg) => {
        const snapped = snapMachineWeight(kg);
        expect(snapped).toBeGreaterThanOrEqual(5);
        expect(snapped).toBeLessThanOrEqual(80);
        expect(snapped % 5).toBe(0);
      }),
    );
  });
});

describe('loadableWeight', () => {
  const noPlates: WeightModel = { ...DEFAULT_WEIGHT_MODEL, platesKgPerSide: [] };
  const noAux: WeightModel = { ...DEFAULT_WEIGHT_MODEL, auxIncrementsKg: [0] };

  it.each<[string, number, LoadType | undefined, WeightModel, number]>([
    ['default grid', 81.2, undefined, DEFAULT_WEIGHT_MODEL, 80],
    ['default grid, half rounds up', 81.25, undefined, DEFAULT_WEIGHT_MODEL, 82.5],
    ['dumbbell', 23, 'dumbbell', DEFAULT_WEIGHT_MODEL, 22.5],
    ['dumbbell in 2 kg steps', 23, 'dumbbell', { ...DEFAULT_WEIGHT_MODEL, auxIncrementsKg: [2] }, 24],
    ['machine', 42.5, 'machine', DEFAULT_WEIGHT_MODEL, 45],
    ['barbell above the bar', 61.3, 'barbell', DEFAULT_WEIGHT_MODEL, 62.5],
    ['barbell below the bar', 12, 'barbell', DEFAULT_WEIGHT_MODEL, 20],
    ['ez bar', 13.9, 'ezbar', DEFAULT_WEIGHT_MODEL, 15],
    ['ez bar near the bar', 8.6, 'ezbar', DEFAULT_WEIGHT_MODEL, 7.5],
    ['fixed bar', 31, 'fixed', DEFAULT_WEIGHT_MODEL, 30],
    ['barbell without plates', 100, 'barbell', noPlates, 20],
    ['bodyweight extra load', 6, 'bodyweight', DEFAULT_WEIGHT_MODEL, 5],
    ['bodyweight without aux increments', 6.5, 'bodyweight', noAux, 7.5],
    ['negative weight', -5, undefined, DEFAULT_WEIGHT_MODEL, 0],
    ['NaN', Number.NaN, undefined, DEFAULT_WEIGHT_MODEL, 0],
    ['infinity', Number.POSITIVE_INFINITY, 'dumbbell', DEFAULT_WEIGHT_MODEL, 0],
  ])('%s: %s kg becomes %s', (_label, kg, loadType, model, loadable) => {
    expect(loadableWeight(kg, { loadType, model })).toBe(loadable);
  });

  it('uses the default model and grid without options', () => {
    expect(loadableWeight(61)).toBe(60);
  });

  it('never returns a negative weight', () => {
    const loadTypes: (LoadType | undefined)[] = [
      undefined,
      'barbell',
      'ezbar',
      'fixed',
      'dumbbell',
      'machine',
      'bodyweight',
    ];
    fc.assert(
      fc.property(fc.double(), fc.constantFrom(...loadTypes), (kg, loadType) => {
        expect(loadableWeight(kg, { loadType })).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
