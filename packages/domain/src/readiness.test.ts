import { describe, expect, it } from 'vitest';
import { DEFAULT_READINESS_ENERGY, readinessMultiplier, resolveReadinessEnergy } from './readiness';

describe('readinessMultiplier', () => {
  it.each<[number | null | undefined, number]>([
    [100, 1.03],
    [85, 1.03],
    [84.9, 1.015],
    [70, 1.015],
    [69, 1.0],
    [55, 1.0],
    [54, 0.985],
    [40, 0.985],
    [39, 0.97],
    [25, 0.97],
    [24.9, 0.94],
    [0, 0.94],
    [-10, 0.94],
    [null, 1.0],
    [undefined, 1.0],
    [Number.NaN, 1.0],
    [Number.POSITIVE_INFINITY, 1.0],
  ])('energy %s gives x%s', (energy, multiplier) => {
    expect(readinessMultiplier(energy)).toBe(multiplier);
  });
});

describe('resolveReadinessEnergy', () => {
  it.each<[number | null | undefined, number]>([
    [40, 40],
    [0, 0],
    [null, 65],
    [undefined, 65],
    [Number.NaN, 65],
  ])('%s resolves to %s', (energy, resolved) => {
    expect(resolveReadinessEnergy(energy)).toBe(resolved);
  });

  it('defaults to 65', () => {
    expect(DEFAULT_READINESS_ENERGY).toBe(65);
  });
});
