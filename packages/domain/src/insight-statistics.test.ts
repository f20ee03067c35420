import { describe, expect, it } from 'vitest';
import { discoveries, median, normalUpperTail, weekdayAdjustedEffect, type PairedDay } from './insight-statistics';

describe('normalUpperTail', () => {
  it.each([
    [0, 0.5],
    [1.959964, 0.025],
    [-1.959964, 0.975],
    [3, 0.00135],
  ])('P(Z > %d) is about %d', (z, p) => {
    expect(normalUpperTail(z)).toBeCloseTo(p, 4);
  });
});

describe('median', () => {
  it('is null for nothing, the middle for an odd count and the mean of the two middles for an even one', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('discoveries (Benjamini-Hochberg)', () => {
  it('keeps the p-values under their rank line, and every smaller one', () => {
    // Ranked: 0.001 <= 0.0125, 0.02 > 0.025? no: 0.02 <= 0.025, 0.04 > 0.0375, 0.5 > 0.05.
    expect(discoveries([0.04, 0.001, 0.5, 0.02], 0.05)).toEqual([false, true, false, true]);
  });
  it('keeps a smaller p-value whose own line it misses when a larger one makes it', () => {
    expect(discoveries([0.03, 0.031], 0.05)).toEqual([true, true]);
  });
  it('keeps none when none makes it', () => {
    expect(discoveries([0.2, 0.9], 0.05)).toEqual([false, false]);
    expect(discoveries([], 0.05)).toEqual([]);
  });
});

const day = (driver: 0 | 1, outcome: number, weekday: number): PairedDay => ({ driver, outcome, weekday });

describe('weekdayAdjustedEffect', () => {
  it('is null when no weekday has days with and without the driver', () => {
    expect(weekdayAdjustedEffect([day(1, 4, 1), day(0, 3, 2)])).toBeNull();
    expect(weekdayAdjustedEffect([])).toBeNull();
  });

  it('compares each weekday with itself, weighted by the days with the driver', () => {
    const days = [day(1, 5, 1), day(1, 5, 1), day(0, 4, 1), day(1, 2, 3), day(0, 1, 3), day(0, 1, 3)];
    const result = weekdayAdjustedEffect(days)!;
    // Monday: 5 - 4 = 1 (weight 2); Wednesday: 2 - 1 = 1 (weight 1).
    expect(result.effect).toBeCloseTo(1);
    expect(result.pairedDays).toBe(6);
    expect(result.withDays).toBe(3);
    expect(result.withoutDays).toBe(3);
    expect(result.ciLow).toBeLessThan(result.effect);
    expect(result.ciHigh).toBeGreaterThan(result.effect);
  });

  it('finds nothing when the driver only falls on the weekdays that are good anyway', () => {
    // Mondays are good (5) with or without training; other days are 2. Training is mostly on Mondays.
    const days: PairedDay[] = [];
    for (let week = 0; week < 10; week += 1) {
      days.push(day(week % 5 === 0 ? 0 : 1, 5, 1), day(week % 5 === 0 ? 1 : 0, 2, 4), day(0, 2, 2));
    }
    const result = weekdayAdjustedEffect(days)!;
    expect(result.effect).toBeCloseTo(0);
    expect(result.pValue).toBe(1);
  });

  it('skips a weekday that has one kind of day, and a stratum of one day each has no spread to test', () => {
    const result = weekdayAdjustedEffect([day(1, 3, 0), day(0, 3, 0), day(1, 5, 6)])!;
    expect(result.pairedDays).toBe(2);
    expect(result.effect).toBe(0);
    expect(result.pValue).toBe(1);
  });
});
