import { describe, expect, it } from 'vitest';
import {
  CATEGORY_SLUGS,
  DEFAULT_CATEGORY_COLOR,
  DEFAULT_CATEGORY_ICON,
  DEFAULT_HUB_PINS,
  SUBCATEGORY_SLUGS,
  categoryOrder,
  hubPinnedSlugs,
  isCategorySlug,
  pinnedLimit,
  resolveCategorySlug,
  resolveSubcategorySlug,
  sidebarPinnedSlugs,
  subcategoryRoute,
  type CategorySlug,
} from './life-areas';

describe('life-area slugs', () => {
  it('lists the six categories in spec order', () => {
    expect(CATEGORY_SLUGS).toEqual(['health', 'wealth', 'relationships', 'mind', 'purpose', 'lifestyle']);
  });

  it.each<[CategorySlug, string[]]>([
    ['health', ['fitness-exercise', 'nutrition-hydration', 'sleep-quality', 'medical-checkups', 'energy-levels']],
    [
      'wealth',
      ['income-career-growth', 'saving-investing', 'wealth-building', 'budgeting-debt', 'financial-education'],
    ],
    [
      'relationships',
      ['family-relationships', 'romantic-life', 'friendships', 'community-social-skills', 'networking-collaboration'],
    ],
    [
      'mind',
      [
        'stress-management',
        'mindfulness-meditation',
        'self-awareness',
        'emotional-regulation',
        'therapy-mental-health',
      ],
    ],
    [
      'purpose',
      ['career-purpose-or-calling', 'skill-development', 'hobbies-creativity', 'continuous-learning', 'goal-setting'],
    ],
    [
      'lifestyle',
      [
        'time-productivity',
        'environment-organization',
        'minimalism-sustainability',
        'volunteering-giving-back',
        'legacy-projects',
      ],
    ],
  ])('%s has its five subcategories in spec order', (category, subcategories) => {
    expect(SUBCATEGORY_SLUGS[category]).toEqual(subcategories);
  });

  it('has a record for every category and nothing else', () => {
    expect(Object.keys(SUBCATEGORY_SLUGS)).toEqual([...CATEGORY_SLUGS]);
    expect(Object.isFrozen(SUBCATEGORY_SLUGS.health)).toBe(true);
  });

  it('holds the spec defaults', () => {
    expect(DEFAULT_HUB_PINS).toEqual(['fitness-exercise', 'wealth-building', 'romantic-life']);
    expect(DEFAULT_CATEGORY_COLOR).toBe('200 100% 50%');
    expect(DEFAULT_CATEGORY_ICON).toBe('planet');
  });
});

describe('resolveCategorySlug', () => {
  it.each<[unknown, CategorySlug]>([
    ['wealth', 'wealth'],
    ['lifestyle', 'lifestyle'],
    ['Wealth', 'health'],
    ['finance', 'health'],
    ['', 'health'],
    [null, 'health'],
    [undefined, 'health'],
    [7, 'health'],
  ])('%j resolves to %s', (slug, resolved) => {
    expect(resolveCategorySlug(slug)).toBe(resolved);
  });

  it.each<[unknown, boolean]>([
    ['mind', true],
    ['toString', false],
    [null, false],
  ])('isCategorySlug(%j) is %s', (slug, expected) => {
    expect(isCategorySlug(slug)).toBe(expected);
  });
});

describe('resolveSubcategorySlug', () => {
  it.each<[unknown, unknown, string]>([
    ['health', 'sleep-quality', 'sleep-quality'],
    ['wealth', 'budgeting-debt', 'budgeting-debt'],
    ['health', 'configure', 'configure'],
    ['wealth', 'configure', 'configure'],
    ['health', 'unknown', 'fitness-exercise'],
    ['health', 'wealth-building', 'fitness-exercise'],
    ['health', null, 'fitness-exercise'],
    ['wealth', 'unknown', 'configure'],
    ['mind', 'fitness-exercise', 'configure'],
    ['lifestyle', undefined, 'configure'],
    ['unknown', 'sleep-quality', 'sleep-quality'],
    ['unknown', 'wealth-building', 'fitness-exercise'],
    [null, null, 'fitness-exercise'],
  ])('category %j with %j resolves to %s', (category, subcategory, resolved) => {
    expect(resolveSubcategorySlug(category, subcategory)).toBe(resolved);
  });
});

describe('subcategoryRoute', () => {
  it.each<[string, string, string]>([
    ['health', 'fitness-exercise', '/dashboard'],
    ['health', 'sleep-quality', '/dashboard?cat=health&sub=sleep-quality'],
    ['wealth', 'wealth-building', '/dashboard?cat=wealth&sub=wealth-building'],
    ['wealth', 'fitness-exercise', '/dashboard?cat=wealth&sub=fitness-exercise'],
    ['a&b', 'x y/z?', '/dashboard?cat=a%26b&sub=x%20y%2Fz%3F'],
  ])('%s / %s goes to %s', (category, subcategory, route) => {
    expect(subcategoryRoute(category, subcategory)).toBe(route);
  });
});

describe('categoryOrder', () => {
  it.each<[string | null | undefined, number]>([
    ['Health', 1],
    ['Wealth', 2],
    ['Relationships', 3],
    ['Mind & Emotions', 4],
    ['Purpose & Growth', 5],
    ['Lifestyle & Contribution', 6],
    ['  lifestyle & contribution ', 6],
    ['Mind', 999],
    ['Sport', 999],
    ['', 999],
    [null, 999],
    [undefined, 999],
  ])('%j is ordered %s', (name, order) => {
    expect(categoryOrder(name)).toBe(order);
  });
});

describe('pinned subcategories', () => {
  it.each<[string[], number]>([
    [[], 3],
    [['wealth-building', 'romantic-life'], 3],
    [['fitness-exercise'], 2],
    [['wealth-building', 'fitness-exercise', 'romantic-life'], 2],
  ])('pinnedLimit(%j) is %s', (pinned, limit) => {
    expect(pinnedLimit(pinned)).toBe(limit);
  });

  it.each<[string[], string[]]>([
    [[], []],
    [
      ['a', 'b', 'c', 'd'],
      ['a', 'b', 'c'],
    ],
    [
      ['fitness-exercise', 'a', 'b', 'c'],
      ['a', 'b'],
    ],
    [['a', 'fitness-exercise'], ['a']],
  ])('the sidebar lists %j as %j', (pinned, listed) => {
    expect(sidebarPinnedSlugs(pinned)).toEqual(listed);
  });

  it.each<[string[], string[]]>([
    [[], ['fitness-exercise', 'wealth-building', 'romantic-life']],
    [['a'], ['a']],
    [
      ['a', 'b', 'c', 'd'],
      ['a', 'b', 'c'],
    ],
  ])('the hub shows %j as %j', (pinned, shown) => {
    expect(hubPinnedSlugs(pinned)).toEqual(shown);
  });

  it('hands out a copy of the default pins', () => {
    const pins = hubPinnedSlugs([]);
    pins.push('extra');
    expect(DEFAULT_HUB_PINS).toHaveLength(3);
  });
});
