import { DEFAULT_CATEGORY_COLOR, categoryOrder } from '@lifeorbit/domain';
import type {
  AdminLifeAreasResponse,
  AdminLifeCategory,
  AdminLifeNavItem,
  AdminLifeSubcategory,
  AdminLifeSubcategorySummary,
  LifeNavTarget,
  UpdateLifeCategoryRequest,
  UpdateLifeSubcategoryRequest,
} from '@lifeorbit/contracts/admin-life-areas';
import type { CodedErrorDetail } from '@lifeorbit/contracts';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import {
  UNNAMED_CATEGORY,
  UNNAMED_SUBCATEGORY,
  findCategoryRow,
  listCategoryRows,
  listNavItemRows,
  listSubcategoryRows,
  navItemHref,
  pickTranslation,
  subcategoryCategoryLookup,
  type CategoryRow,
  type NavItemRow,
  type SubcategoryRow,
} from '../life-areas';
import { logAdminAction } from '../security';
import * as repo from './admin-life-areas.repository';

type CategoryChanges = z.output<typeof UpdateLifeCategoryRequest>;
type SubcategoryChanges = z.output<typeof UpdateLifeSubcategoryRequest>;
type Texts = { en: string | null; es: string | null; ro: string | null };

const LANGUAGES = ['en', 'es', 'ro'] as const;

/** A translations list ({ language_code, name, description }) as one value per language (null when missing). */
function perLanguage<T extends { language_code: string }>(rows: T[], pick: (row: T) => string | null): Texts {
  const of = (lang: string) => {
    const row = rows.find((r) => r.language_code === lang);
    return row ? pick(row) : null;
  };
  return { en: of('en'), es: of('es'), ro: of('ro') };
}

/** The rows to store: one per language with a name; a description without a name in its language is a 400. */
function areaTexts(names: Texts, descriptions: Texts): repo.AreaText[] {
  const details: CodedErrorDetail[] = LANGUAGES.filter((lang) => !names[lang] && descriptions[lang]).map((lang) => ({
    field: `descriptions.${lang}`,
    code: 'required',
    message: 'Add a name in this language before its description',
  }));
  if (details.length > 0) throw validationError(details);
  return LANGUAGES.filter((lang) => names[lang]).map((lang) => ({
    languageCode: lang,
    name: names[lang]!,
    description: descriptions[lang],
  }));
}

function effectiveOrder(row: CategoryRow): number {
  const english = row.translations.find((t) => t.language_code === 'en')?.name ?? null;
  return row.displayOrder ?? categoryOrder(english);
}

function toSummary(row: SubcategoryRow, navItemCount: number, lang: string): AdminLifeSubcategorySummary {
  return {
    id: row.id,
    slug: row.slug,
    name: pickTranslation(row.translations, lang, UNNAMED_SUBCATEGORY).name,
    icon: row.icon,
    displayOrder: row.displayOrder,
    names: perLanguage(row.translations, (t) => t.name),
    navItemCount,
  };
}

function toCategory(row: CategoryRow, subcategories: AdminLifeSubcategorySummary[], lang: string): AdminLifeCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: pickTranslation(row.translations, lang, UNNAMED_CATEGORY).name,
    icon: row.icon,
    color: row.color || DEFAULT_CATEGORY_COLOR,
    displayOrder: row.displayOrder,
    effectiveOrder: effectiveOrder(row),
    names: perLanguage(row.translations, (t) => t.name),
    descriptions: perLanguage(row.translations, (t) => t.description),
    subcategories,
  };
}

/** Every category in the order members see, each with its subcategories (by order, then slug). */
export async function listLifeAreas(db: AppDb, lang: string): Promise<AdminLifeAreasResponse> {
  const [categoryRows, subcategoryRows] = await Promise.all([listCategoryRows(db), listSubcategoryRows(db)]);
  const navItems = await listNavItemRows(
    db,
    subcategoryRows.map((row) => row.id),
  );
  const countOf = (id: string) => navItems.filter((item) => item.subcategoryId === id).length;
  const categories = categoryRows.map((row) =>
    toCategory(
      row,
      subcategoryRows.filter((sub) => sub.categoryId === row.id).map((sub) => toSummary(sub, countOf(sub.id), lang)),
      lang,
    ),
  );
  categories.sort((a, b) => a.effectiveOrder - b.effectiveOrder || a.slug.localeCompare(b.slug));
  return { categories };
}

export async function getLifeCategory(db: AppDb, categoryId: string, lang: string): Promise<AdminLifeCategory> {
  const { categories } = await listLifeAreas(db, lang);
  const category = categories.find((c) => c.id === categoryId);
  if (!category) throw new AppError('not_found', 'No such life category');
  return category;
}

/** Names and descriptions per language, icon, colour and order of a category; audited with before and after. */
export async function updateLifeCategory(
  db: AppDb,
  actorId: string,
  categoryId: string,
  body: CategoryChanges,
  lang: string,
): Promise<AdminLifeCategory> {
  const before = await getLifeCategory(db, categoryId, lang);
  const texts = areaTexts(body.names, body.descriptions);
  await db.transaction(async (tx) => {
    await repo.updateCategoryRow(tx, categoryId, {
      icon: body.icon,
      color: body.color,
      displayOrder: body.displayOrder,
    });
    await repo.replaceCategoryTexts(tx, categoryId, texts);
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'life_category_updated',
      details: {
        categoryId,
        slug: before.slug,
        before: {
          names: before.names,
          descriptions: before.descriptions,
          icon: before.icon,
          color: before.color,
          displayOrder: before.displayOrder,
        },
        after: body,
      },
    });
  });
  return getLifeCategory(db, categoryId, lang);
}

async function toNavItems(db: AppDb, rows: NavItemRow[]): Promise<AdminLifeNavItem[]> {
  const categoryOf = await subcategoryCategoryLookup(db, rows);
  return rows.map((row) => ({
    id: row.id,
    target: row.target as LifeNavTarget,
    slug: row.slug,
    icon: row.icon,
    names: perLanguage(row.translations, (t) => t.name),
    href: navItemHref(row.target, row.slug, categoryOf),
  }));
}

export async function getLifeSubcategory(
  db: AppDb,
  categoryId: string,
  subcategoryId: string,
  lang: string,
): Promise<AdminLifeSubcategory> {
  const row = await repo.findSubcategoryRowById(db, subcategoryId);
  const category = row?.categoryId === categoryId ? await findCategoryRow(db, categoryId) : null;
  if (!row || !category) throw new AppError('not_found', 'No such subcategory in this life category');
  return {
    id: row.id,
    categoryId: row.categoryId,
    categorySlug: row.categorySlug,
    categoryName: pickTranslation(category.translations, lang, UNNAMED_CATEGORY).name,
    categoryColor: category.color || DEFAULT_CATEGORY_COLOR,
    slug: row.slug,
    name: pickTranslation(row.translations, lang, UNNAMED_SUBCATEGORY).name,
    icon: row.icon,
    displayOrder: row.displayOrder,
    names: perLanguage(row.translations, (t) => t.name),
    descriptions: perLanguage(row.translations, (t) => t.description),
    navItems: await toNavItems(db, await listNavItemRows(db, [row.id])),
  };
}

/**
 * The items as stored: atlas and planets carry their own name as slug; a category or subcategory target must name
 * one that exists; no target twice.
 */
async function checkNavItems(db: AppDb, items: SubcategoryChanges['navItems']): Promise<repo.NewNavItem[]> {
  const [categories, subcategories] = await Promise.all([listCategoryRows(db), listSubcategoryRows(db)]);
  const categorySlugs = new Set(categories.map((row) => row.slug));
  const subcategorySlugs = new Set(subcategories.map((row) => row.slug));
  const seen = new Set<string>();
  return items.map((item, index) => {
    let slug: string = item.target;
    if (item.target === 'category_dashboard' || item.target === 'subcategory') {
      const known = item.target === 'category_dashboard' ? categorySlugs : subcategorySlugs;
      if (!item.slug || !known.has(item.slug)) {
        const message =
          item.target === 'category_dashboard'
            ? 'Choose one of the life-area categories'
            : 'Choose one of the life-area subcategories';
        throw validationError([{ field: `navItems.${index}.slug`, code: 'not_found', message }]);
      }
      slug = item.slug;
    }
    const key = `${item.target}:${slug}`;
    if (seen.has(key)) {
      throw validationError([
        { field: `navItems.${index}.target`, code: 'duplicate', message: 'This item is already in the bar' },
      ]);
    }
    seen.add(key);
    return {
      icon: item.icon,
      target: item.target,
      slug,
      names: LANGUAGES.filter((lang) => item.names[lang]).map((lang) => ({
        languageCode: lang,
        name: item.names[lang]!,
      })),
    };
  });
}

/** Names and descriptions per language, icon, order and the bottom-nav items; audited with before and after. */
export async function updateLifeSubcategory(
  db: AppDb,
  actorId: string,
  categoryId: string,
  subcategoryId: string,
  body: SubcategoryChanges,
  lang: string,
): Promise<AdminLifeSubcategory> {
  const before = await getLifeSubcategory(db, categoryId, subcategoryId, lang);
  const texts = areaTexts(body.names, body.descriptions);
  const navItems = await checkNavItems(db, body.navItems);
  await db.transaction(async (tx) => {
    await repo.updateSubcategoryRow(tx, subcategoryId, { icon: body.icon, displayOrder: body.displayOrder });
    await repo.replaceSubcategoryTexts(tx, subcategoryId, texts);
    await repo.replaceNavItems(tx, subcategoryId, navItems);
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'life_subcategory_updated',
      details: {
        subcategoryId,
        categoryId,
        slug: before.slug,
        before: {
          names: before.names,
          descriptions: before.descriptions,
          icon: before.icon,
          displayOrder: before.displayOrder,
          navItems: before.navItems.map(({ target, slug, icon, names }) => ({ target, slug, icon, names })),
        },
        after: { ...body, navItems: navItems.map(({ target, slug, icon, names }) => ({ target, slug, icon, names })) },
      },
    });
  });
  return getLifeSubcategory(db, categoryId, subcategoryId, lang);
}
