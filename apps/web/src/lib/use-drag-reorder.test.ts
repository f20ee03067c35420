import { describe, expect, it } from 'vitest';
import { dropIndexAt } from './use-drag-reorder';

describe('dropIndexAt', () => {
  const middles = [50, 150, 250, 350];
  it.each([
    [0, 10, 0],
    [0, 200, 1],
    [0, 400, 3],
    [3, 10, 0],
    [3, 120, 1],
    [2, 260, 2],
    [1, 160, 1],
  ])('moves item %i dropped at y=%i to %i', (from, y, to) => {
    expect(dropIndexAt(y, middles, from)).toBe(to);
  });
});
