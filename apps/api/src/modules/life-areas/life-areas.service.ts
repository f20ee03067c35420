import {
  CATEGORY_SLUGS,
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
  CreateCheckinRequest,
  CreateGoalRequest,
  LifeCategory,
  LifeCheckin,
  LifeGoal,
  LifeSubcategory,
  LifeTranslation,
  PinnedSubcategory,
  SubcategoryLookupResponse,
  SubcategoryProgress,
  UpdateBottomNavRequest,
  UpdateCheckinRequest,
  UpdateGoalRequest,
} from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import type { StoredTranslation } from '../../db/life-areas-schema';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import { shiftDay, streakLength, utcToday } from './calendar';
import * as repo from './life-areas.repository';

export const UNNAMED_CATEGORY = 'Unnamed Category';
export const UNNAMED_SUBCATEGORY = 'Unnamed Subcategory';
/** How far back a goal's check-ins are sent with it (the trend chart's window). */
export const CHECKIN_WINDOW_DAYS = 90;

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

/* Goals and check-ins. */

function toCheckin(row: repo.CheckinRow): LifeCheckin {
  return {
    id: row.id,
    goalId: row.goalId,
    date: row.checkinDate,
    value: row.value,
    rating: row.rating,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withCheckins(db: AppDb, userId: string, goals: repo.GoalRow[], today: string): Promise<LifeGoal[]> {
  const ids = goals.map((goal) => goal.id);
  const [recent, days] = await Promise.all([
    repo.listCheckinRows(db, userId, ids, shiftDay(today, -(CHECKIN_WINDOW_DAYS - 1))),
    repo.listCheckinDates(db, userId, ids),
  ]);
  const daysByGoal = new Map<string, string[]>();
  for (const { goalId, date } of days) daysByGoal.set(goalId, [...(daysByGoal.get(goalId) ?? []), date]);
  return goals.map((goal) => {
    const goalDays = daysByGoal.get(goal.id) ?? [];
    return {
      id: goal.id,
      subcategoryId: goal.subcategoryId,
      subcategorySlug: goal.subcategorySlug,
      categorySlug: goal.categorySlug,
      name: goal.name,
      measure: goal.measure,
      target: goal.target,
      unit: goal.unit,
      dueDate: goal.dueDate,
      createdAt: goal.createdAt.toISOString(),
      streak: streakLength(goalDays, today),
      lastCheckinDate: goalDays[0] ?? null,
      checkins: recent.filter((row) => row.goalId === goal.id).map(toCheckin),
    };
  });
}

export function todayOr(today: string | undefined, now: Date): string {
  return today ?? utcToday(now);
}

export async function listGoals(db: AppDb, userId: string, today: string, subcategorySlug?: string) {
  let subcategoryId: string | undefined;
  if (subcategorySlug) {
    const [found] = await repo.findSubcategoryIdsBySlugs(db, [subcategorySlug]);
    if (!found)
      throw validationError([{ field: 'sub', code: 'not_found', message: `No subcategory ${subcategorySlug}` }]);
    subcategoryId = found.id;
  }
  return withCheckins(db, userId, await repo.listGoalRows(db, userId, subcategoryId), today);
}

export async function getGoal(db: AppDb, userId: string, goalId: string, today: string): Promise<LifeGoal> {
  const goal = await repo.findGoalRow(db, userId, goalId);
  if (!goal) throw new AppError('not_found', 'No such goal');
  const [withDays] = await withCheckins(db, userId, [goal], today);
  return withDays!;
}

/** A value goal needs a target and a unit; a rating goal has no unit and an optional target from 1 to 5. */
function checkGoalFields(measure: 'value' | 'rating', target: number | null, unit: string | null) {
  if (measure === 'value') {
    if (target === null)
      throw validationError([{ field: 'target', code: 'required', message: 'A value goal needs a target' }]);
    if (unit === null)
      throw validationError([{ field: 'unit', code: 'required', message: 'A value goal needs a unit' }]);
  } else {
    if (unit !== null)
      throw validationError([{ field: 'unit', code: 'not_allowed', message: 'A rating goal has no unit' }]);
    if (target !== null && (target < 1 || target > 5)) {
      throw validationError([{ field: 'target', code: 'out_of_range', message: 'A rating target is from 1 to 5' }]);
    }
  }
}

/** Idempotent on the client's id: the same id again answers the stored goal (created: false). */
export async function createGoal(
  db: AppDb,
  userId: string,
  request: CreateGoalRequest,
  today: string,
): Promise<{ goal: LifeGoal; created: boolean }> {
  const existing = await repo.findGoalRow(db, userId, request.id);
  if (existing) return { goal: await getGoal(db, userId, request.id, today), created: false };
  const [subcategory] = await repo.findSubcategoryIdsBySlugs(db, [request.subcategorySlug]);
  if (!subcategory) {
    throw validationError([
      { field: 'subcategorySlug', code: 'not_found', message: `No subcategory ${request.subcategorySlug}` },
    ]);
  }
  const target = request.target ?? null;
  const unit = request.unit ?? null;
  checkGoalFields(request.measure, target, unit);
  const inserted = await repo.insertGoal(db, {
    id: request.id,
    userId,
    subcategoryId: subcategory.id,
    name: request.name,
    measure: request.measure,
    target,
    unit,
    dueDate: request.dueDate ?? null,
  });
  if (!inserted) {
    // Another request with the same id won the race (replay), or another member uses the id.
    if (await repo.findGoalRow(db, userId, request.id)) {
      return { goal: await getGoal(db, userId, request.id, today), created: false };
    }
    throw new AppError('conflict', 'This id is already in use; create the goal with a new id', [
      { field: 'id', code: 'duplicate', message: 'Already in use' },
    ]);
  }
  return { goal: await getGoal(db, userId, request.id, today), created: true };
}

export async function updateGoal(db: AppDb, userId: string, goalId: string, request: UpdateGoalRequest, today: string) {
  const goal = await repo.findGoalRow(db, userId, goalId);
  if (!goal) throw new AppError('not_found', 'No such goal');
  const target = request.target !== undefined ? request.target : goal.target;
  const unit = request.unit !== undefined ? request.unit : goal.unit;
  checkGoalFields(goal.measure, target, unit);
  await repo.updateGoalRow(db, userId, goalId, {
    ...(request.name !== undefined && { name: request.name }),
    ...(request.target !== undefined && { target: request.target }),
    ...(request.unit !== undefined && { unit: request.unit }),
    ...(request.dueDate !== undefined && { dueDate: request.dueDate }),
  });
  return getGoal(db, userId, goalId, today);
}

export async function deleteGoal(db: AppDb, userId: string, goalId: string): Promise<void> {
  if (!(await repo.deleteGoalRow(db, userId, goalId))) throw new AppError('not_found', 'No such goal');
}

function checkMeasure(measure: 'value' | 'rating', value: number | null, rating: number | null) {
  if (measure === 'value' && value === null) {
    throw validationError([{ field: 'value', code: 'required', message: 'Enter a value for this goal' }]);
  }
  if (measure === 'rating' && rating === null) {
    throw validationError([
      { field: 'rating', code: 'required', message: 'Choose a rating from 1 to 5 for this goal' },
    ]);
  }
}

/** A check-in may be dated tomorrow in UTC at most (members ahead of UTC); never later. */
function checkNotFuture(date: string, now: Date) {
  if (date > shiftDay(utcToday(now), 1)) {
    throw validationError([{ field: 'date', code: 'out_of_range', message: 'A check-in cannot be in the future' }]);
  }
}

export async function createCheckin(
  db: AppDb,
  userId: string,
  goalId: string,
  request: CreateCheckinRequest,
  now: Date,
): Promise<{ checkin: LifeCheckin; created: boolean }> {
  const goal = await repo.findGoalRow(db, userId, goalId);
  if (!goal) throw new AppError('not_found', 'No such goal');
  const replay = await repo.findCheckinRow(db, userId, request.id);
  if (replay && replay.goalId === goalId) return { checkin: toCheckin(replay), created: false };
  checkNotFuture(request.date, now);
  const value = goal.measure === 'value' ? (request.value ?? null) : null;
  const rating = goal.measure === 'rating' ? (request.rating ?? null) : null;
  checkMeasure(goal.measure, value, rating);
  const inserted = await repo.insertCheckin(db, {
    id: request.id,
    userId,
    goalId,
    checkinDate: request.date,
    value,
    rating,
    note: request.note || null,
  });
  if (inserted) return { checkin: toCheckin(inserted), created: true };
  const again = await repo.findCheckinRow(db, userId, request.id);
  if (again && again.goalId === goalId) return { checkin: toCheckin(again), created: false };
  const sameDay = await repo.findCheckinOnDate(db, userId, goalId, request.date);
  if (sameDay) {
    throw new AppError('conflict', 'This goal already has a check-in on that day; edit it instead', [
      { field: 'date', code: 'duplicate', message: `Already checked in on ${request.date} (${sameDay.id})` },
    ]);
  }
  throw new AppError('conflict', 'This id is already in use; create the check-in with a new id', [
    { field: 'id', code: 'duplicate', message: 'Already in use' },
  ]);
}

export async function updateCheckin(
  db: AppDb,
  userId: string,
  checkinId: string,
  request: UpdateCheckinRequest,
): Promise<LifeCheckin> {
  const checkin = await repo.findCheckinRow(db, userId, checkinId);
  if (!checkin) throw new AppError('not_found', 'No such check-in');
  const goal = await repo.findGoalRow(db, userId, checkin.goalId);
  if (!goal) throw new AppError('not_found', 'No such check-in');
  const value = goal.measure === 'value' ? (request.value !== undefined ? request.value : checkin.value) : null;
  const rating = goal.measure === 'rating' ? (request.rating !== undefined ? request.rating : checkin.rating) : null;
  checkMeasure(goal.measure, value, rating);
  const updated = await repo.updateCheckinRow(db, userId, checkinId, {
    value,
    rating,
    ...(request.note !== undefined && { note: request.note || null }),
  });
  if (!updated) throw new AppError('not_found', 'No such check-in');
  return toCheckin(updated);
}

export async function deleteCheckin(db: AppDb, userId: string, checkinId: string): Promise<void> {
  if (!(await repo.deleteCheckinRow(db, userId, checkinId))) throw new AppError('not_found', 'No such check-in');
}

/** Per subcategory with goals: how many, the best live streak, the last check-in and today's check-ins. */
export async function getProgress(db: AppDb, userId: string, today: string): Promise<SubcategoryProgress[]> {
  const goals = await listGoals(db, userId, today);
  const bySubcategory = new Map<string, SubcategoryProgress>();
  for (const goal of goals) {
    const entry = bySubcategory.get(goal.subcategorySlug) ?? {
      subcategorySlug: goal.subcategorySlug,
      categorySlug: goal.categorySlug,
      goalCount: 0,
      bestStreak: 0,
      lastCheckinDate: null,
      checkedInToday: 0,
    };
    entry.goalCount += 1;
    entry.bestStreak = Math.max(entry.bestStreak, goal.streak);
    if (goal.lastCheckinDate && (!entry.lastCheckinDate || goal.lastCheckinDate > entry.lastCheckinDate)) {
      entry.lastCheckinDate = goal.lastCheckinDate;
    }
    if (goal.checkins.some((checkin) => checkin.date === today)) entry.checkedInToday += 1;
    bySubcategory.set(goal.subcategorySlug, entry);
  }
  const order = new Map<string, number>(CATEGORY_SLUGS.map((slug, index) => [slug, index]));
  return [...bySubcategory.values()].sort(
    (a, b) =>
      (order.get(a.categorySlug) ?? 99) - (order.get(b.categorySlug) ?? 99) ||
      a.subcategorySlug.localeCompare(b.subcategorySlug),
  );
}
