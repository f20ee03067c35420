import { z } from 'zod';
import { DisplayOrder, OptionalDescription, OptionalName, RequiredName } from './admin-catalogue';
import { PerLanguage } from './catalogue';
import { BOTTOM_NAV_MAX, LifeSlug } from './life-areas';

/**
 * Life areas in the admin area (issue 9): a category's and a subcategory's names and descriptions in en, es and ro,
 * icon, colour (categories) and order, and a subcategory's bottom-nav items. Every write is audited by the API.
 */

const Uuid = z.uuid({ error: 'Must be a UUID' });

export const LifeCategoryParams = z.object({ categoryId: Uuid });
export const LifeSubcategoryParams = z.object({ categoryId: Uuid, subcategoryId: Uuid });

/** A lucide icon name in kebab-case, as the tables store it (0006: at most 60 characters). */
export const LifeIconName = z
  .string({ error: 'Choose an icon' })
  .trim()
  .min(1, { error: 'Choose an icon' })
  .max(60, { error: 'At most 60 characters' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'An icon name looks like heart-pulse' });

/** HSL components, "152 65% 45%": the same rule as life_categories.color. */
export const LIFE_COLOR_PATTERN =
  /^([0-9]|[1-9][0-9]|[12][0-9][0-9]|3[0-5][0-9]|360) (100|[1-9]?[0-9])% (100|[1-9]?[0-9])%$/;
export const LifeColor = z
  .string({ error: 'Choose a colour' })
  .trim()
  .regex(LIFE_COLOR_PATTERN, { error: 'Hue 0-360, saturation and lightness 0-100%, like 152 65% 45%' });

export const LIFE_AREA_NAME_MAX = 80;
export const LIFE_AREA_DESCRIPTION_MAX = 300;
export const LIFE_NAV_NAME_MAX = 40;

/** English required; Spanish and Romanian null or blank until translated (members then see English). */
const namesOf = (max: number) =>
  z
    .object(
      { en: RequiredName(max), es: OptionalName(max), ro: OptionalName(max) },
      { error: 'An English name is required' },
    )
    .strict();

export const LifeAreaNames = namesOf(LIFE_AREA_NAME_MAX);
export const LifeAreaDescriptions = z
  .object({
    en: OptionalDescription(LIFE_AREA_DESCRIPTION_MAX),
    es: OptionalDescription(LIFE_AREA_DESCRIPTION_MAX),
    ro: OptionalDescription(LIFE_AREA_DESCRIPTION_MAX),
  })
  .strict();

/**
 * Where a subcategory's bottom-nav item goes: atlas -> /atlas, planets -> /planets, category_dashboard ->
 * /dashboard?cat={slug} (spec §2), subcategory -> that subcategory's page.
 */
export const LIFE_NAV_TARGETS = ['atlas', 'planets', 'category_dashboard', 'subcategory'] as const;
export const LifeNavTarget = z.enum(LIFE_NAV_TARGETS, {
  error: 'Target must be atlas, planets, category_dashboard or subcategory',
});
export type LifeNavTarget = z.infer<typeof LifeNavTarget>;

export const LifeNavItemInput = z
  .object({
    target: LifeNavTarget,
    /** The category (category_dashboard) or subcategory (subcategory) it opens; not used by atlas and planets. */
    slug: LifeSlug.nullable().optional(),
    icon: LifeIconName,
    names: namesOf(LIFE_NAV_NAME_MAX),
  })
  .strict();
export type LifeNavItemInput = z.input<typeof LifeNavItemInput>;

export const UpdateLifeCategoryRequest = z
  .object({
    names: LifeAreaNames,
    descriptions: LifeAreaDescriptions,
    icon: LifeIconName,
    color: LifeColor,
    /** Null: spec §9's fallback order by English name. */
    displayOrder: DisplayOrder.nullable(),
  })
  .strict();
export type UpdateLifeCategoryRequest = z.input<typeof UpdateLifeCategoryRequest>;

export const UpdateLifeSubcategoryRequest = z
  .object({
    names: LifeAreaNames,
    descriptions: LifeAreaDescriptions,
    icon: LifeIconName,
    displayOrder: DisplayOrder,
    /** In the order the bar shows them. */
    navItems: z.array(LifeNavItemInput).max(BOTTOM_NAV_MAX, { error: `At most ${BOTTOM_NAV_MAX} items` }),
  })
  .strict();
export type UpdateLifeSubcategoryRequest = z.input<typeof UpdateLifeSubcategoryRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

const Texts = PerLanguage(z.string());

export const AdminLifeSubcategorySummary = z.object({
  id: z.string(),
  slug: z.string(),
  /** In the requested language, else English, else Unnamed Subcategory. */
  name: z.string(),
  icon: z.string(),
  displayOrder: z.number().int(),
  names: Texts,
  navItemCount: z.number().int(),
});
export type AdminLifeSubcategorySummary = z.infer<typeof AdminLifeSubcategorySummary>;

export const AdminLifeCategory = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  /** As stored; null means the fallback order. */
  displayOrder: z.number().int().nullable(),
  /** The order members see (the stored one, else the fallback). */
  effectiveOrder: z.number().int(),
  names: Texts,
  descriptions: Texts,
  subcategories: z.array(AdminLifeSubcategorySummary),
});
export type AdminLifeCategory = z.infer<typeof AdminLifeCategory>;

export const AdminLifeAreasResponse = z.object({ categories: z.array(AdminLifeCategory) });
export type AdminLifeAreasResponse = z.infer<typeof AdminLifeAreasResponse>;

export const AdminLifeNavItem = z.object({
  id: z.string(),
  target: LifeNavTarget,
  slug: z.string(),
  icon: z.string(),
  names: Texts,
  /** Where the member's bar links to. */
  href: z.string(),
});
export type AdminLifeNavItem = z.infer<typeof AdminLifeNavItem>;

export const AdminLifeSubcategory = z.object({
  id: z.string(),
  categoryId: z.string(),
  categorySlug: z.string(),
  categoryName: z.string(),
  categoryColor: z.string(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  displayOrder: z.number().int(),
  names: Texts,
  descriptions: Texts,
  navItems: z.array(AdminLifeNavItem),
});
export type AdminLifeSubcategory = z.infer<typeof AdminLifeSubcategory>;
