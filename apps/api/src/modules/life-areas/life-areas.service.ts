import {
  DEFAULT_CATEGORY_COLOR,
  FITNESS_SUBCATEGORY_SLUG,
  HUB_PINNED_MAX,
  categoryOrder,
  pinnedLimit,
  subcategoryRoute,
} from '@lifeorbit/domain';
import type {
  BottomNavItem,
  CarouselSlide,
  CategoryPrefsResponse,
  LifeCategory,
  LifeSubcategory,
  LifeTranslation,
  PinnedSubcategory,
  SubcategoryLookupResponse,
  UpdateBottomNavRequest,
} from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import type { StoredTranslation } from '../../db/life-areas-schema';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import * as repo from './life-areas.repository';

export const UNNAMED_CATEGORY = 'Unnamed Category';
export const UNNAMED_SUBCATEGORY = 'Unnamed Subcategory';

/* Names: the language asked for, then English, then a fixed word (ARCHITECTURE.md). */

export function pickTranslation(
  translations: (Pick<StoredTranslation, 'language_code' | 'name'> & { description?: string | null })[],
  lang: string,
  fallback: string,
) {
  const chosen =
    translations.find((t) => t.language_code === lang) ?? translations.find((t) => t.language_code === 'en');
  return { name: chosen?.name ?? fallback, description: chosen?.description ?? null };
}

function toTranslations(translations: StoredTranslation[]): LifeTranslation[] {
  return translations.map((t) => ({ languageCode: t.language_code, name: t.name, description: t.description }));
}

function englishName(translations: StoredTranslation[]): string | null {
  return translations.find((t) => t.language_code === 'en')?.name ?? null;
}

/** display_order when set, else spec §9's fallback by English name (999 when unknown). */
function effectiveCategoryOrder(row: repo.CategoryRow): number {
  return row.displayOrder ?? categoryOrder(englishName(row.translations));
}

function toCategory(row: repo.CategoryRow, lang: string): LifeCategory {
  return {
    id: row.id,
    slug: row.slug,
    ...pickTranslation(row.translations, lang, UNNAMED_CATEGORY),
    icon: row.icon,
    color: row.color || DEFAULT_CATEGORY_COLOR,
    displayOrder: effectiveCategoryOrder(row),
    translations: toTranslations(row.translations),
  };
}

function toSubcategory(row: repo.SubcategoryRow, lang: string): LifeSubcategory {
  return {
    id: row.id,
    categoryId: row.categoryId,
    categorySlug: row.categorySlug,
    slug: row.slug,
    ...pickTranslation(row.translations, lang, UNNAMED_SUBCATEGORY),
    icon: row.icon,
    displayOrder: row.displayOrder,
    translations: toTranslations(row.translations),
  };
}

export async function listCategories(db: AppDb, lang: string): Promise<LifeCategory[]> {
  const rows = await repo.listCategoryRows(db);
  return rows
    .map((row) => toCategory(row, lang))
    .sort((a, b) => a.displayOrder - b.displayOrder || a.slug.localeCompare(b.slug));
}

export async function listSubcategories(db: AppDb, lang: string, categorySlug?: string): Promise<LifeSubcategory[]> {
  const rows = await repo.listSubcategoryRows(db, categorySlug);
  return rows.map((row) => toSubcategory(row, lang));
}

/** Spec §7 subcategory lookup, with the route /subcategory/{slug} redirects to (§2). */
export async function lookupSubcategory(db: AppDb, slug: string, lang: string): Promise<SubcategoryLookupResponse> {
  const row = await repo.findSubcategoryRow(db, slug);
  if (!row) throw new AppError('not_found', `No life-area subcategory ${slug}`);
  const category = await repo.findCategoryRow(db, row.categoryId);
  if (!category) throw new AppError('not_found', `No life-area subcategory ${slug}`);
  return {
    subcategory: toSubcategory(row, lang),
    category: {
      id: category.id,
      slug: category.slug,
      name: pickTranslation(category.translations, lang, UNNAMED_CATEGORY).name,
      color: category.color || DEFAULT_CATEGORY_COLOR,
    },
    route: subcategoryRoute(category.slug, row.slug),
  };
}

/* Pins (spec §9: at most 3; with fitness-exercise pinned, at most 2 others). */

export async function listPins(db: AppDb, userId: string, lang: string): Promise<PinnedSubcategory[]> {
  const rows = await repo.listPinRows(db, userId);
  return rows.map((row) => ({
    id: row.id,
    subcategoryId: row.subcategoryId,
    slug: row.slug,
    categorySlug: row.categorySlug,
    name: pickTranslation(row.translations, lang, UNNAMED_SUBCATEGORY).name,
    icon: row.icon,
    color: row.color || DEFAULT_CATEGORY_COLOR,
    position: row.position,
  }));
}

function assertNoDuplicates(values: string[], field: string, message: string) {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    if (seen.has(value)) throw validationError([{ field: `${field}.${index}`, code: 'duplicate', message }]);
    seen.add(value);
  });
}

export async function replacePins(db: AppDb, userId: string, slugs: string[], lang: string) {
  assertNoDuplicates(slugs, 'subcategorySlugs', 'This subcategory is already pinned');
  const others = slugs.filter((slug) => slug !== FITNESS_SUBCATEGORY_SLUG).length;
  if (slugs.length > HUB_PINNED_MAX || others > pinnedLimit(slugs)) {
    const message = slugs.includes(FITNESS_SUBCATEGORY_SLUG)
      ? `Pin at most ${HUB_PINNED_MAX} subcategories: Fitness & exercise and ${pinnedLimit(slugs)} others`
      : `Pin at most ${HUB_PINNED_MAX} subcategories`;
    throw validationError([{ field: 'subcategorySlugs', code: 'too_many', message }]);
  }
  const found = new Map((await repo.findSubcategoryIdsBySlugs(db, slugs)).map((row) => [row.slug, row.id]));
  slugs.forEach((slug, index) => {
    if (!found.has(slug)) {
      throw validationError([
        { field: `subcategorySlugs.${index}`, code: 'not_found', message: `No subcategory ${slug}` },
      ]);
    }
  });
  await repo.replacePins(
    db,
    userId,
    slugs.map((slug) => found.get(slug)!),
  );
  return listPins(db, userId, lang);
}

/* Category order. */

export async function getCategoryPrefs(db: AppDb, userId: string): Promise<CategoryPrefsResponse> {
  return { categorySlugs: await repo.listCategoryPrefSlugs(db, userId) };
}

/** Every category exactly once, in the member's order; an empty list goes back to the default order. */
export async function replaceCategoryPrefs(db: AppDb, userId: string, slugs: string[]) {
  assertNoDuplicates(slugs, 'categorySlugs', 'This category is listed twice');
  const all = await repo.listCategoryRows(db);
  const idBySlug = new Map(all.map((row) => [row.slug, row.id]));
  slugs.forEach((slug, index) => {
    if (!idBySlug.has(slug))
      throw validationError([{ field: `categorySlugs.${index}`, code: 'not_found', message: `No category ${slug}` }]);
  });
  if (slugs.length > 0 && slugs.length !== all.length) {
    throw validationError([
      { field: 'categorySlugs', code: 'invalid_value', message: `List all ${all.length} categories once each` },
    ]);
  }
  await repo.replaceCategoryPrefs(
    db,
    userId,
    slugs.map((slug) => idBySlug.get(slug)!),
  );
  return getCategoryPrefs(db, userId);
}

/* Carousel. */

export async function listCarousel(db: AppDb, lang: string): Promise<CarouselSlide[]> {
  const rows = await repo.listActiveCarouselRows(db);
  const slides = new Map<string, CarouselSlide & { byLang: Map<string, { alt: string; caption: string | null }> }>();
  for (const row of rows) {
    let slide = slides.get(row.id);
    if (!slide) {
      slide = { id: row.id, fileUrl: row.fileUrl, altText: row.altText, caption: null, byLang: new Map() };
      slides.set(row.id, slide);
    }
    if (row.languageCode && row.translatedAlt) {
      slide.byLang.set(row.languageCode, { alt: row.translatedAlt, caption: row.caption });
    }
  }
  return [...slides.values()].map(({ byLang, ...slide }) => {
    const chosen = byLang.get(lang) ?? byLang.get('en');
    return { ...slide, altText: chosen?.alt ?? slide.altText, caption: chosen?.caption ?? null };
  });
}

/* Bottom nav (spec §2). */

export function bottomNavHref(target: string, slug: string): string {
  if (target === 'atlas') return '/atlas';
  if (target === 'planets') return '/planets';
  if (target === 'category_dashboard') return `/dashboard?cat=${encodeURIComponent(slug)}`;
  return '/';
}

/** The member's items; a category shortcut is named in the language asked for (others keep their stored name). */
export async function listBottomNav(db: AppDb, userId: string, lang: string): Promise<BottomNavItem[]> {
  const rows = await repo.callUserBottomNav(db, userId);
  const categories = rows.some((row) => row.target === 'category_dashboard') ? await repo.listCategoryRows(db) : [];
  const bySlug = new Map(categories.map((row) => [row.slug, row]));
  return rows.map((row) => {
    const category = row.target === 'category_dashboard' ? bySlug.get(row.slug) : undefined;
    return {
      id: row.id,
      icon: row.icon,
      name: category ? pickTranslation(category.translations, lang, row.name).name : row.name,
      slug: row.slug,
      target: row.target,
      href: bottomNavHref(row.target, row.slug),
    };
  });
}

const FIXED_NAV = {
  atlas: { icon: 'globe', name: 'Atlas', slug: 'atlas' },
  planets: { icon: 'orbit', name: 'Life Planets Hub', slug: 'planets' },
} as const;

export async function replaceBottomNav(db: AppDb, userId: string, request: UpdateBottomNavRequest, lang: string) {
  const categories = await repo.listCategoryRows(db);
  const bySlug = new Map(categories.map((row) => [row.slug, row]));
  const items = request.items.map((item, index) => {
    if (item.target !== 'category_dashboard') return { ...FIXED_NAV[item.target], target: item.target };
    const category = item.slug ? bySlug.get(item.slug) : undefined;
    if (!category) {
      throw validationError([
        { field: `items.${index}.slug`, code: 'not_found', message: 'Choose one of the life-area categories' },
      ]);
    }
    return {
      icon: category.icon,
      name: englishName(category.translations) ?? UNNAMED_CATEGORY,
      slug: category.slug,
      target: item.target,
    };
  });
  assertNoDuplicates(
    items.map((item) => `${item.target}:${item.slug}`),
    'items',
    'This shortcut is already in the bar',
  );
  await repo.replaceBottomNav(db, userId, items);
  return listBottomNav(db, userId, lang);
}

/** Where a subcategory's staff-set bar item goes (ADR 008): the member bar's targets, and a subcategory's page. */
export function navItemHref(target: string, slug: string, categoryOfSubcategory: (slug: string) => string | null) {
  if (target !== 'subcategory') return bottomNavHref(target, slug);
  const categorySlug = categoryOfSubcategory(slug);
  return categorySlug ? subcategoryRoute(categorySlug, slug) : `/subcategory/${encodeURIComponent(slug)}`;
}

/** The bar of a subcategory's page, named in the language asked for (else English). */
export async function listSubcategoryNav(db: AppDb, slug: string, lang: string): Promise<BottomNavItem[]> {
  const subcategory = await repo.findSubcategoryRow(db, slug);
  if (!subcategory) throw new AppError('not_found', `No life-area subcategory ${slug}`);
  const rows = await repo.listNavItemRows(db, [subcategory.id]);
  const categoryOf = await subcategoryCategoryLookup(db, rows);
  return rows.map((row) => ({
    id: row.id,
    icon: row.icon,
    name: pickTranslation(row.translations, lang, row.slug).name,
    slug: row.slug,
    target: row.target,
    href: navItemHref(row.target, row.slug, categoryOf),
  }));
}

/** Category slugs of the subcategories that nav items point at (one query, only when some do). */
export async function subcategoryCategoryLookup(db: AppDb, rows: { target: string }[]) {
  const subcategories = rows.some((row) => row.target === 'subcategory') ? await repo.listSubcategoryRows(db) : [];
  const bySlug = new Map(subcategories.map((row) => [row.slug, row.categorySlug]));
  return (slug: string) => bySlug.get(slug) ?? null;
}
