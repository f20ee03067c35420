import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { lifeSubcategoryNavItemTranslations, lifeSubcategoryNavItems } from '../../db/admin-life-areas-schema';
import {
  lifeCategories,
  lifeCategoryTranslations,
  lifeSubcategories,
  lifeSubcategoriesWithTranslations,
  lifeSubcategoryTranslations,
} from '../../db/life-areas-schema';
import type { SubcategoryRow } from '../life-areas';

/** One language's text of a category or subcategory; languages without a name are not stored (English shows). */
export interface AreaText {
  languageCode: string;
  name: string;
  description: string | null;
}

export interface NewNavItem {
  icon: string;
  target: string;
  slug: string;
  names: { languageCode: string; name: string }[];
}

export async function findSubcategoryRowById(db: AppDb, subcategoryId: string): Promise<SubcategoryRow | null> {
  const view = lifeSubcategoriesWithTranslations;
  const rows = await db.select().from(view).where(eq(view.id, subcategoryId)).limit(1);
  return rows[0] ?? null;
}

export async function updateCategoryRow(
  db: AppDb,
  categoryId: string,
  values: { icon: string; color: string; displayOrder: number | null },
): Promise<void> {
  await db.update(lifeCategories).set(values).where(eq(lifeCategories.id, categoryId));
}

export async function replaceCategoryTexts(db: AppDb, categoryId: string, texts: AreaText[]): Promise<void> {
  await db.delete(lifeCategoryTranslations).where(eq(lifeCategoryTranslations.categoryId, categoryId));
  if (texts.length > 0) {
    await db.insert(lifeCategoryTranslations).values(texts.map((text) => ({ categoryId, ...text })));
  }
}

export async function updateSubcategoryRow(
  db: AppDb,
  subcategoryId: string,
  values: { icon: string; displayOrder: number },
): Promise<void> {
  await db.update(lifeSubcategories).set(values).where(eq(lifeSubcategories.id, subcategoryId));
}

export async function replaceSubcategoryTexts(db: AppDb, subcategoryId: string, texts: AreaText[]): Promise<void> {
  await db.delete(lifeSubcategoryTranslations).where(eq(lifeSubcategoryTranslations.subcategoryId, subcategoryId));
  if (texts.length > 0) {
    await db.insert(lifeSubcategoryTranslations).values(texts.map((text) => ({ subcategoryId, ...text })));
  }
}

/** The whole bar of a subcategory, in the order given (the translations go with their items). */
export async function replaceNavItems(db: AppDb, subcategoryId: string, items: NewNavItem[]): Promise<void> {
  await db.delete(lifeSubcategoryNavItems).where(eq(lifeSubcategoryNavItems.subcategoryId, subcategoryId));
  for (const [orderIndex, item] of items.entries()) {
    const [stored] = await db
      .insert(lifeSubcategoryNavItems)
      .values({ subcategoryId, icon: item.icon, target: item.target, slug: item.slug, orderIndex })
      .returning({ id: lifeSubcategoryNavItems.id });
    await db
      .insert(lifeSubcategoryNavItemTranslations)
      .values(item.names.map((name) => ({ itemId: stored!.id, ...name })));
  }
}
