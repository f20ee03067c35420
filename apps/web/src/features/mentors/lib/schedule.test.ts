import { describe, expect, it } from 'vitest';
import { targetText, weeksOf } from './schedule';

describe('weeksOf', () => {
  it('follows the rotation across weeks until it repeats', () => {
    expect(weeksOf([0, 1], 3)).toEqual([
      [0, 1, 0],
      [1, 0, 1],
    ]);
    expect(weeksOf([0, 1, 0], 3)).toEqual([[0, 1, 0]]);
    expect(weeksOf([0], 2)).toEqual([[0, 0]]);
  });

  it('stops at the most weeks asked for, and has none without a rotation', () => {
    expect(weeksOf([0, 1, 2, 3, 4, 5, 6], 2, 3)).toHaveLength(3);
    expect(weeksOf([], 3)).toEqual([]);
  });
});

describe('targetText', () => {
  it('reads reps, a range, an open range or sets alone', () => {
    const base = { targetSets: 3, targetReps: null, targetRepsMin: null, targetRepsMax: null };
    expect(targetText({ ...base, targetReps: 8 })).toBe('3 × 8');
    expect(targetText({ ...base, targetRepsMin: 8, targetRepsMax: 12 })).toBe('3 × 8–12');
    expect(targetText({ ...base, targetRepsMin: 5 })).toBe('3 × 5+');
    expect(targetText(base)).toBe('3 ×');
  });
});
