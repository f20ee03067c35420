import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanKg, floorToIncrement, formatKg, roundToIncrement, toGrams } from './rounding';

describe('cleanKg', () => {
  it.each<[number, number]>([
    [0.1 + 0.2, 0.3],
    [-0, 0],
    [82.4999999999, 82.5],
  ])('%s becomes %s', (raw, clean) => {
    expect(Object.is(cleanKg(raw), clean)).toBe(true);
  });
});

describe('toGrams', () => {
  it.each<[number, number]>([
    [1.25, 1250],
    [0.1 + 0.2, 300],
    [102.5, 102500],
  ])('%s kg is %s g', (kg, grams) => {
    expect(toGrams(kg)).toBe(grams);
  });
});

describe('roundToIncrement', () => {
  it.each<[number, number, number]>([
    [81.2, 2.5, 80],
    [81.25, 2.5, 82.5],
    [83.75, 2.5, 85],
    [84.975, 2.5, 85],
    [0.3, 0.1, 0.3],
    [7, 5, 5],
    [7.5, 5, 10],
    [-1.25, 2.5, 0],
    [81.3, 0, 81.3],
    [81.3, -2.5, 81.3],
    [81.3, Number.NaN, 81.3],
  ])('round(%s, step %s) is %s', (kg, incrementKg, rounded) => {
    expect(Object.is(roundToIncrement(kg, incrementKg), rounded)).toBe(true);
  });

  it('lands on a multiple of the increment within half a step', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), (kg) => {
        const rounded = roundToIncrement(kg, 2.5);
        expect(Math.abs(rounded - kg)).toBeLessThanOrEqual(1.25 + 1e-6);
        expect(toGrams(rounded) % 2500).toBe(0);
      }),
    );
  });
});

describe('floorToIncrement', () => {
  it.each<[number, number, number]>([
    [57.95, 2.5, 57.5],
    [57.4, 2.5, 55],
    [57.5, 2.5, 57.5],
    [4.75, 2.5, 2.5],
    [1, 2.5, 0],
    [57.95, 0, 57.95],
  ])('floor(%s, step %s) is %s', (kg, incrementKg, floored) => {
    expect(floorToIncrement(kg, incrementKg)).toBe(floored);
  });
});

describe('formatKg', () => {
  it.each<[number, string]>([
    [82.5, '82.5'],
    [80, '80'],
    [1.5, '1.5'],
    [0.4, '0.4'],
    [0.1 + 0.2, '0.3'],
    [1.25, '1.25'],
    [-0, '0'],
  ])('%s prints as %s', (kg, text) => {
    expect(formatKg(kg)).toBe(text);
  });
});
