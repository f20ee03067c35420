import { describe, expect, it } from 'vitest';
import { niceTicks, timeTicks } from './ticks';

describe('niceTicks', () => {
  it('covers the range with round steps', () => {
    expect(niceTicks(0, 97, 4)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(81.3, 84.9, 4)).toEqual([81, 82, 83, 84, 85]);
    expect(niceTicks(0, 12_400, 4)).toEqual([0, 5000, 10_000, 15_000]);
  });

  it('answers two ticks for a flat or empty range', () => {
    expect(niceTicks(5, 5, 4).length).toBeGreaterThanOrEqual(2);
    expect(niceTicks(Infinity, -Infinity, 4)).toEqual([0, 1]);
  });
});

describe('timeTicks', () => {
  it('keeps every time when there are few, else spreads them with the first and the last', () => {
    expect(timeTicks([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(timeTicks([1, 2, 3, 4, 5, 6, 7, 8, 9], 3)).toEqual([1, 5, 9]);
  });
});
