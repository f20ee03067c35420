import { describe, expect, it } from 'vitest';
import { canAddPin, move, orderCategories } from './order';

const categories = [
  { slug: 'health', displayOrder: 1 },
  { slug: 'wealth', displayOrder: 2 },
  { slug: 'mind', displayOrder: 4 },
];

describe('orderCategories', () => {
  it('keeps the display order when the member chose none', () => {
    expect(orderCategories([categories[2]!, categories[0]!, categories[1]!]).map((c) => c.slug)).toEqual([
      'health',
      'wealth',
      'mind',
    ]);
  });

  it("follows the member's order, then the display order for anything left out", () => {
    expect(orderCategories(categories, ['mind', 'health']).map((c) => c.slug)).toEqual(['mind', 'health', 'wealth']);
  });
});

describe('canAddPin', () => {
  it('allows three pins and no fourth', () => {
    expect(canAddPin(['romantic-life', 'friendships'], 'sleep-quality')).toBe(true);
    expect(canAddPin(['romantic-life', 'friendships', 'sleep-quality'], 'wealth-building')).toBe(false);
  });

  it('counts fitness-exercise as one of the three', () => {
    expect(canAddPin(['fitness-exercise', 'romantic-life'], 'friendships')).toBe(true);
    expect(canAddPin(['fitness-exercise', 'romantic-life', 'friendships'], 'sleep-quality')).toBe(false);
  });

  it('always allows what is already pinned (it can be unpinned)', () => {
    expect(canAddPin(['a', 'b', 'c'], 'b')).toBe(true);
  });
});

describe('move', () => {
  it('swaps with the neighbour and stops at the ends', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
