export const CATEGORY_SLUGS = Object.freeze([
  'health',
  'wealth',
  'relationships',
  'mind',
  'purpose',
  'lifestyle',
] as const);

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const SUBCATEGORY_SLUGS = Object.freeze({
  health: Object.freeze([
    'fitness-exercise',
    'nutrition-hydration',
    'sleep-quality',
    'medical-checkups',
    'energy-levels',
  ] as const),
  wealth: Object.freeze([
    'income-career-growth',
    'saving-investing',
    'wealth-building',
    'budgeting-debt',
    'financial-education',
  ] as const),
  relationships: Object.freeze([
    'family-relationships',
    'romantic-life',
    'friendships',
    'community-social-skills',
    'networking-collaboration',
  ] as const),
  mind: Object.freeze([
    'stress-management',
    'mindfulness-meditation',
    'self-awareness',
    'emotional-regulation',
    'therapy-mental-health',
  ] as const),
  purpose: Object.freeze([
    'career-purpose-or-calling',
    'skill-development',
    'hobbies-creativity',
    'continuous-learning',
    'goal-setting',
  ] as const),
  lifestyle: Object.freeze([
    'time-productivity',
    'environment-organization',
    'minimalism-sustainability',
    'volunteering-giving-back',
    'legacy-projects',
  ] as const),
}) satisfies Readonly<Record<CategorySlug, readonly string[]>>;

export type SubcategorySlug = (typeof SUBCATEGORY_SLUGS)[CategorySlug][number];

export const DEFAULT_CATEGORY_SLUG: CategorySlug = 'health';
export const FITNESS_SUBCATEGORY_SLUG = 'fitness-exercise' satisfies SubcategorySlug;
/** Not a life area: the dashboard's view for choosing pinned subcategories. */
export const CONFIGURE_SUBCATEGORY_SLUG = 'configure';
export const DEFAULT_CATEGORY_COLOR = '200 100% 50%';
export const DEFAULT_CATEGORY_ICON = 'planet';
export const UNKNOWN_CATEGORY_ORDER = 999;
export const HUB_PINNED_MAX = 3;
export const DEFAULT_HUB_PINS: readonly SubcategorySlug[] = Object.freeze([
  'fitness-exercise',
  'wealth-building',
  'romantic-life',
]);

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (CATEGORY_SLUGS as readonly string[]).includes(value);
}

export function resolveCategorySlug(slug: unknown): CategorySlug {
  return isCategorySlug(slug) ? slug : DEFAULT_CATEGORY_SLUG;
}

/**
 * A subcategory that does not belong to the (resolved) category falls back to fitness for health,
 * the only area with a built-in view, and to the configure view elsewhere.
 */
export function resolveSubcategorySlug(
  categorySlug: unknown,
  subcategorySlug: unknown,
): SubcategorySlug | typeof CONFIGURE_SUBCATEGORY_SLUG {
  if (subcategorySlug === CONFIGURE_SUBCATEGORY_SLUG) return CONFIGURE_SUBCATEGORY_SLUG;
  const category = resolveCategorySlug(categorySlug);
  const known: readonly string[] = SUBCATEGORY_SLUGS[category];
  if (typeof subcategorySlug === 'string' && known.includes(subcategorySlug)) {
    return subcategorySlug as SubcategorySlug;
  }
  return category === DEFAULT_CATEGORY_SLUG ? FITNESS_SUBCATEGORY_SLUG : CONFIGURE_SUBCATEGORY_SLUG;
}

/** Fitness has the dashboard to itself; every other area is addressed through the query string. */
export function subcategoryRoute(categorySlug: string, subcategorySlug: string): string {
  if (categorySlug === DEFAULT_CATEGORY_SLUG && subcategorySlug === FITNESS_SUBCATEGORY_SLUG) return '/dashboard';
  return `/dashboard?cat=${encodeURIComponent(categorySlug)}&sub=${encodeURIComponent(subcategorySlug)}`;
}

const CATEGORY_ORDER_BY_NAME: ReadonlyMap<string, number> = new Map([
  ['health', 1],
  ['wealth', 2],
  ['relationships', 3],
  ['mind & emotions', 4],
  ['purpose & growth', 5],
  ['lifestyle & contribution', 6],
]);

/** Fallback order by English name, for categories without a display_order. */
export function categoryOrder(name: string | null | undefined): number {
  return CATEGORY_ORDER_BY_NAME.get((name ?? '').trim().toLowerCase()) ?? UNKNOWN_CATEGORY_ORDER;
}

/** Fitness always has its own sidebar entry, so pinning it costs one of the three places. */
export function pinnedLimit(pinnedSlugs: readonly string[]): number {
  return pinnedSlugs.includes(FITNESS_SUBCATEGORY_SLUG) ? 2 : 3;
}

/** The pinned subcategories the sidebar lists: fitness left out (it has its own entry), then capped. */
export function sidebarPinnedSlugs(pinnedSlugs: readonly string[]): string[] {
  return pinnedSlugs.filter((slug) => slug !== FITNESS_SUBCATEGORY_SLUG).slice(0, pinnedLimit(pinnedSlugs));
}

/** The hub shows up to three chips, and the defaults when the member has pinned nothing. */
export function hubPinnedSlugs(pinnedSlugs: readonly string[]): string[] {
  return pinnedSlugs.length === 0 ? [...DEFAULT_HUB_PINS] : pinnedSlugs.slice(0, HUB_PINNED_MAX);
}
