import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import {
  bottomNavItems,
  carouselImages,
  carouselImageTranslations,
  lifeCategories,
  lifeCategoriesWithTranslations,
  lifeCheckins,
  lifeGoals,
  lifeSubcategories,
  lifeSubcategoriesWithTranslations,
  userCategoryPrefs,
  userPinnedSubcategories,
} from '../../db/life-areas-schema';
import { lifeSubcategoryNavItemTranslations, lifeSubcategoryNavItems } from '../../db/admin-life-areas-schema';

/* Reference data: categories, subcategories (the §7 views with translations) and the carousel. */

export type CategoryRow = typeof lifeCategoriesWithTranslations.$inferSelect;
export type SubcategoryRow = typeof lifeSubcategoriesWithTranslations.$inferSelect;

export async function listCategoryRows(db: AppDb): Promise<CategoryRow[]> {
  return db.select().from(lifeCategoriesWithTranslations).orderBy(asc(lifeCategoriesWithTranslations.slug));
}

export async function listSubcategoryRows(db: AppDb, categorySlug?: string): Promise<SubcategoryRow[]> {
  const view = lifeSubcategoriesWithTranslations;
  return db
    .select()
    .from(view)
    .where(categorySlug ? eq(view.categorySlug, categorySlug) : undefined)
    .orderBy(asc(view.categorySlug), asc(view.displayOrder), asc(view.slug));
}

export async function findSubcategoryRow(db: AppDb, slug: string): Promise<SubcategoryRow | null> {
  const view = lifeSubcategoriesWithTranslations;
  const rows = await db.select().from(view).where(eq(view.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export async function findCategoryRow(db: AppDb, categoryId: string): Promise<CategoryRow | null> {
  const view = lifeCategoriesWithTranslations;
  const rows = await db.select().from(view).where(eq(view.id, categoryId)).limit(1);
  return rows[0] ?? null;
}

export async function findSubcategoryIdsBySlugs(db: AppDb, slugs: string[]) {
  if (slugs.length === 0) return [];
  return db
    .select({ id: lifeSubcategories.id, slug: lifeSubcategories.slug })
    .from(lifeSubcategories)
    .where(inArray(lifeSubcategories.slug, slugs));
}

export async function findCategoryIdsBySlugs(db: AppDb, slugs: string[]) {
  if (slugs.length === 0) return [];
  return db
    .select({ id: lifeCategories.id, slug: lifeCategories.slug, icon: lifeCategories.icon })
    .from(lifeCategories)
    .where(inArray(lifeCategories.slug, slugs));
}

export async function listActiveCarouselRows(db: AppDb) {
  const rows = await db
    .select({
      id: carouselImages.id,
      fileUrl: carouselImages.fileUrl,
      altText: carouselImages.altText,
      orderIndex: carouselImages.orderIndex,
      languageCode: carouselImageTranslations.languageCode,
      translatedAlt: carouselImageTranslations.altText,
      caption: carouselImageTranslations.caption,
    })
    .from(carouselImages)
    .leftJoin(carouselImageTranslations, eq(carouselImageTranslations.imageId, carouselImages.id))
    .where(eq(carouselImages.isActive, true))
    .orderBy(asc(carouselImages.orderIndex), asc(carouselImages.id));
  return rows;
}

/* The member's pins, category order and bottom nav. */

export async function listPinRows(db: AppDb, userId: string) {
  const sub = lifeSubcategoriesWithTranslations;
  return db
    .select({
      id: userPinnedSubcategories.id,
      subcategoryId: userPinnedSubcategories.subcategoryId,
      position: userPinnedSubcategories.position,
      slug: sub.slug,
      categorySlug: sub.categorySlug,
      icon: sub.icon,
      translations: sub.translations,
      color: lifeCategories.color,
    })
    .from(userPinnedSubcategories)
    .innerJoin(sub, eq(sub.id, userPinnedSubcategories.subcategoryId))
    .innerJoin(lifeCategories, eq(lifeCategories.id, sub.categoryId))
    .where(eq(userPinnedSubcategories.userId, userId))
    .orderBy(asc(userPinnedSubcategories.position));
}

export async function replacePins(db: AppDb, userId: string, subcategoryIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userPinnedSubcategories).where(eq(userPinnedSubcategories.userId, userId));
    if (subcategoryIds.length > 0) {
      await tx
        .insert(userPinnedSubcategories)
        .values(subcategoryIds.map((subcategoryId, position) => ({ userId, subcategoryId, position })));
    }
  });
}

export async function listCategoryPrefSlugs(db: AppDb, userId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: lifeCategories.slug })
    .from(userCategoryPrefs)
    .innerJoin(lifeCategories, eq(lifeCategories.id, userCategoryPrefs.categoryId))
    .where(eq(userCategoryPrefs.userId, userId))
    .orderBy(asc(userCategoryPrefs.displayOrder));
  return rows.map((row) => row.slug);
}

export async function replaceCategoryPrefs(db: AppDb, userId: string, categoryIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userCategoryPrefs).where(eq(userCategoryPrefs.userId, userId));
    if (categoryIds.length > 0) {
      await tx
        .insert(userCategoryPrefs)
        .values(categoryIds.map((categoryId, displayOrder) => ({ userId, categoryId, displayOrder })));
    }
  });
}

export interface BottomNavRow {
  id: string;
  icon: string;
  name: string;
  slug: string;
  target: string;
  order_index: number;
}

/** Spec §7: rpc user_bottom_nav(p_user_id). */
export async function callUserBottomNav(db: AppDb, userId: string): Promise<BottomNavRow[]> {
  return queryRows<BottomNavRow>(
    db,
    sql`SELECT id, icon, name, slug, target, order_index FROM user_bottom_nav(${userId})`,
  );
}

export async function replaceBottomNav(
  db: AppDb,
  userId: string,
  items: { icon: string; name: string; slug: string; target: string }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(bottomNavItems).where(eq(bottomNavItems.userId, userId));
    if (items.length > 0) {
      await tx.insert(bottomNavItems).values(items.map((item, orderIndex) => ({ ...item, userId, orderIndex })));
    }
  });
}

/* A subcategory's own bottom-nav items, set by staff (0011, ADR 008). */

export interface NavItemRow {
  id: string;
  subcategoryId: string;
  icon: string;
  target: string;
  slug: string;
  orderIndex: number;
  /** Names per language, as stored ({ language_code, name }). */
  translations: { language_code: string; name: string }[];
}

export async function listNavItemRows(db: AppDb, subcategoryIds: string[]): Promise<NavItemRow[]> {
  if (subcategoryIds.length === 0) return [];
  const items = lifeSubcategoryNavItems;
  const names = lifeSubcategoryNavItemTranslations;
  return db
    .select({
      id: items.id,
      subcategoryId: items.subcategoryId,
      icon: items.icon,
      target: items.target,
      slug: items.slug,
      orderIndex: items.orderIndex,
      translations: sql<NavItemRow['translations']>`COALESCE(
        (SELECT jsonb_agg(jsonb_build_object('language_code', ${names.languageCode}, 'name', ${names.name})
                          ORDER BY ${names.languageCode})
         FROM ${names} WHERE ${names.itemId} = ${items.id}), '[]'::jsonb)`,
    })
    .from(items)
    .where(inArray(items.subcategoryId, subcategoryIds))
    .orderBy(asc(items.subcategoryId), asc(items.orderIndex));
}

/* Goals and check-ins: every query filters by the member. */

const goalColumns = {
  id: lifeGoals.id,
  userId: lifeGoals.userId,
  subcategoryId: lifeGoals.subcategoryId,
  subcategorySlug: lifeSubcategories.slug,
  categorySlug: lifeCategories.slug,
  name: lifeGoals.name,
  measure: lifeGoals.measure,
  target: lifeGoals.target,
  unit: lifeGoals.unit,
  dueDate: lifeGoals.dueDate,
  createdAt: lifeGoals.createdAt,
};
export type GoalRow = {
  id: string;
  userId: string;
  subcategoryId: string;
  subcategorySlug: string;
  categorySlug: string;
  name: string;
  measure: 'value' | 'rating';
  target: number | null;
  unit: string | null;
  dueDate: string | null;
  createdAt: Date;
};

function goalsQuery(db: AppDb) {
  return db
    .select(goalColumns)
    .from(lifeGoals)
    .innerJoin(lifeSubcategories, eq(lifeSubcategories.id, lifeGoals.subcategoryId))
    .innerJoin(lifeCategories, eq(lifeCategories.id, lifeSubcategories.categoryId));
}

export async function listGoalRows(db: AppDb, userId: string, subcategoryId?: string): Promise<GoalRow[]> {
  return goalsQuery(db)
    .where(and(eq(lifeGoals.userId, userId), subcategoryId ? eq(lifeGoals.subcategoryId, subcategoryId) : undefined))
    .orderBy(asc(lifeGoals.createdAt), asc(lifeGoals.id));
}

export async function findGoalRow(db: AppDb, userId: string, goalId: string): Promise<GoalRow | null> {
  const rows = await goalsQuery(db)
    .where(and(eq(lifeGoals.userId, userId), eq(lifeGoals.id, goalId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether any member already uses this id (a client id collision, never shown to the caller). */
export async function goalIdExists(db: AppDb, goalId: string): Promise<boolean> {
  const rows = await db.select({ id: lifeGoals.id }).from(lifeGoals).where(eq(lifeGoals.id, goalId)).limit(1);
  return rows.length > 0;
}

export interface NewGoal {
  id: string;
  userId: string;
  subcategoryId: string;
  name: string;
  measure: 'value' | 'rating';
  target: number | null;
  unit: string | null;
  dueDate: string | null;
}

/** Inserts the goal unless its id exists; answers whether it was inserted. */
export async function insertGoal(db: AppDb, goal: NewGoal): Promise<boolean> {
  const inserted = await db.insert(lifeGoals).values(goal).onConflictDoNothing().returning({ id: lifeGoals.id });
  return inserted.length > 0;
}

export async function updateGoalRow(
  db: AppDb,
  userId: string,
  goalId: string,
  changes: Partial<Pick<NewGoal, 'name' | 'target' | 'unit' | 'dueDate'>>,
): Promise<void> {
  await db
    .update(lifeGoals)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(lifeGoals.userId, userId), eq(lifeGoals.id, goalId)));
}

export async function deleteGoalRow(db: AppDb, userId: string, goalId: string): Promise<boolean> {
  const deleted = await db
    .delete(lifeGoals)
    .where(and(eq(lifeGoals.userId, userId), eq(lifeGoals.id, goalId)))
    .returning({ id: lifeGoals.id });
  return deleted.length > 0;
}

export type CheckinRow = typeof lifeCheckins.$inferSelect;

export async function listCheckinRows(
  db: AppDb,
  userId: string,
  goalIds: string[],
  sinceDate: string,
): Promise<CheckinRow[]> {
  if (goalIds.length === 0) return [];
  return db
    .select()
    .from(lifeCheckins)
    .where(
      and(
        eq(lifeCheckins.userId, userId),
        inArray(lifeCheckins.goalId, goalIds),
        gte(lifeCheckins.checkinDate, sinceDate),
      ),
    )
    .orderBy(asc(lifeCheckins.checkinDate));
}

/** Every check-in day of the goals (for streaks), newest first. */
export async function listCheckinDates(
  db: AppDb,
  userId: string,
  goalIds: string[],
): Promise<{ goalId: string; date: string }[]> {
  if (goalIds.length === 0) return [];
  return db
    .select({ goalId: lifeCheckins.goalId, date: lifeCheckins.checkinDate })
    .from(lifeCheckins)
    .where(and(eq(lifeCheckins.userId, userId), inArray(lifeCheckins.goalId, goalIds)))
    .orderBy(sql`${lifeCheckins.checkinDate} DESC`);
}

export async function findCheckinRow(db: AppDb, userId: string, checkinId: string): Promise<CheckinRow | null> {
  const rows = await db
    .select()
    .from(lifeCheckins)
    .where(and(eq(lifeCheckins.userId, userId), eq(lifeCheckins.id, checkinId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCheckinOnDate(
  db: AppDb,
  userId: string,
  goalId: string,
  date: string,
): Promise<CheckinRow | null> {
  const rows = await db
    .select()
    .from(lifeCheckins)
    .where(and(eq(lifeCheckins.userId, userId), eq(lifeCheckins.goalId, goalId), eq(lifeCheckins.checkinDate, date)))
    .limit(1);
  return rows[0] ?? null;
}

export interface NewCheckin {
  id: string;
  userId: string;
  goalId: string;
  checkinDate: string;
  value: number | null;
  rating: number | null;
  note: string | null;
}

/** Inserts unless the id or the (goal, day) exists; answers the stored row when it was inserted. */
export async function insertCheckin(db: AppDb, checkin: NewCheckin): Promise<CheckinRow | null> {
  const inserted = await db.insert(lifeCheckins).values(checkin).onConflictDoNothing().returning();
  return inserted[0] ?? null;
}

export async function updateCheckinRow(
  db: AppDb,
  userId: string,
  checkinId: string,
  changes: Partial<Pick<NewCheckin, 'value' | 'rating' | 'note'>>,
): Promise<CheckinRow | null> {
  const updated = await db
    .update(lifeCheckins)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(lifeCheckins.userId, userId), eq(lifeCheckins.id, checkinId)))
    .returning();
  return updated[0] ?? null;
}

export async function deleteCheckinRow(db: AppDb, userId: string, checkinId: string): Promise<boolean> {
  const deleted = await db
    .delete(lifeCheckins)
    .where(and(eq(lifeCheckins.userId, userId), eq(lifeCheckins.id, checkinId)))
    .returning({ id: lifeCheckins.id });
  return deleted.length > 0;
}
