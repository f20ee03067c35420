import { FITNESS_SUBCATEGORY_SLUG, HUB_PINNED_MAX, pinnedLimit } from '@lifeorbit/domain';

/** The API's BOTTOM_NAV_MAX (kept here as a plain number so the contracts' zod stays out of the bundle). */
export const SHORTCUTS_MAX = 5;

/** The categories in the member's order when they chose one; the rest (and everyone else) by display order. */
export function orderCategories<T extends { slug: string; displayOrder: number }>(
  categories: readonly T[],
  memberOrder: readonly string[] = [],
): T[] {
  const rank = new Map(memberOrder.map((slug, index) => [slug, index]));
  return [...categories].sort((a, b) => {
    const ra = rank.get(a.slug) ?? Number.MAX_SAFE_INTEGER;
    const rb = rank.get(b.slug) ?? Number.MAX_SAFE_INTEGER;
    return ra - rb || a.displayOrder - b.displayOrder || a.slug.localeCompare(b.slug);
  });
}

/** Whether one more pin keeps to spec §9 (three in all; two others when fitness-exercise is pinned). */
export function canAddPin(pinned: readonly string[], slug: string): boolean {
  if (pinned.includes(slug)) return true;
  const next = [...pinned, slug];
  const others = next.filter((s) => s !== FITNESS_SUBCATEGORY_SLUG).length;
  return next.length <= HUB_PINNED_MAX && others <= pinnedLimit(next);
}

/** Moves the item at `index` one place up (-1) or down (+1). */
export function move<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
