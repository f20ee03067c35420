import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineReadiness, DEFAULT_READINESS_ENERGY, readinessMultiplier, resolveReadinessEnergy } from './readiness';

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

describe('combineReadiness', () => {
  it.each([
    [{}, null],
    [{ energy: null, sleep: undefined }, null],
    [{ energy: 80 }, 80],
    [{ energy: 150 }, 100],
    [{ energy: -5 }, 0],
    [{ sleep: 5 }, 100],
    [{ sleep: 1 }, 0],
    [{ soreness: 1, stress: 1 }, 100],
    [{ soreness: 5, stress: 5 }, 0],
    [{ sleep: 9 }, 100],
    [{ energy: 100, sleep: 1, soreness: 5, stress: 5 }, 40],
    [{ energy: 60, sleep: 3, soreness: 3, stress: 3 }, 54],
    [{ energy: Number.NaN, sleep: 5 }, 100],
  ])('%j gives %s', (checkIn, expected) => {
    expect(combineReadiness(checkIn)).toBe(expected);
  });

  it('always lands between 0 and 100 as an integer', () => {
    fc.assert(
      fc.property(
        fc.record({
          energy: fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true })),
          sleep: fc.option(fc.integer({ min: -10, max: 10 })),
          soreness: fc.option(fc.integer({ min: -10, max: 10 })),
          stress: fc.option(fc.integer({ min: -10, max: 10 })),
        }),
        (checkIn) => {
          const energy = combineReadiness(checkIn);
          if (energy === null) return;
          expect(Number.isInteger(energy)).toBe(true);
          expect(energy).toBeGreaterThanOrEqual(0);
          expect(energy).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});
