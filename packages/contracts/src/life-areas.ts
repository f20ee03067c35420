import { z } from 'zod';
import { detailParams } from './errors';
import { multiLineText, singleLineText } from './text';

/** Life areas (spec §2, §3, §7, §9): categories, subcategories, pins, order, carousel, bottom nav, goals, check-ins. */

export const LIFE_LANGUAGES = ['en', 'es', 'ro'] as const;
export const LifeLanguage = z.enum(LIFE_LANGUAGES);

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const LifeSlug = z
  .string({ error: 'A slug is required' })
  .max(60, { error: 'A slug has at most 60 characters' })
  .regex(SLUG_PATTERN, { error: 'Not a valid slug' });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const LifeClientId = z.string({ error: 'An id is required' }).regex(UUID_PATTERN, { error: 'Not a valid UUID' });

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
export const LifeDate = z
  .string({ error: 'A date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the form YYYY-MM-DD' })
  .refine(
    (value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    },
    { error: 'Not a real date', params: detailParams('invalid_format') },
  )
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', {
    error: 'The date must be between 2000 and 2100',
    params: detailParams('out_of_range'),
  });

export const LifeLangQuery = z.object({ lang: LifeLanguage.default('en') });

export const LifeTranslation = z.object({
  languageCode: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type LifeTranslation = z.infer<typeof LifeTranslation>;

export const LifeCategory = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  /** HSL components, e.g. "152 65% 45%"; use as hsl(<color>). */
  color: z.string(),
  displayOrder: z.number().int(),
  translations: z.array(LifeTranslation),
});
export type LifeCategory = z.infer<typeof LifeCategory>;
export const LifeCategoriesResponse = z.object({ categories: z.array(LifeCategory) });
export type LifeCategoriesResponse = z.infer<typeof LifeCategoriesResponse>;

export const LifeSubcategory = z.object({
  id: z.string(),
  categoryId: z.string(),
  categorySlug: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  displayOrder: z.number().int(),
  translations: z.array(LifeTranslation),
});
export type LifeSubcategory = z.infer<typeof LifeSubcategory>;
export const LifeSubcategoriesQuery = LifeLangQuery.extend({ category: LifeSlug.optional() });
export const LifeSubcategoriesResponse = z.object({ subcategories: z.array(LifeSubcategory) });
export type LifeSubcategoriesResponse = z.infer<typeof LifeSubcategoriesResponse>;

/** The §7 subcategory lookup: the subcategory, its category and where /subcategory/{slug} goes. */
export const SubcategoryLookupResponse = z.object({
  subcategory: LifeSubcategory,
  category: z.object({ id: z.string(), slug: z.string(), name: z.string(), color: z.string() }),
  route: z.string(),
});
export type SubcategoryLookupResponse = z.infer<typeof SubcategoryLookupResponse>;
export const LifeSlugParams = z.object({ slug: LifeSlug });

export const PinnedSubcategory = z.object({
  id: z.string(),
  subcategoryId: z.string(),
  slug: z.string(),
  categorySlug: z.string(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  position: z.number().int(),
});
export type PinnedSubcategory = z.infer<typeof PinnedSubcategory>;
export const PinsResponse = z.object({ pins: z.array(PinnedSubcategory) });
export type PinsResponse = z.infer<typeof PinsResponse>;

/** The full list of pins in order; the API enforces the §9 limits (3, of which 2 besides fitness-exercise). */
export const UpdatePinsRequest = z
  .object({ subcategorySlugs: z.array(LifeSlug).max(30, { error: 'Too many subcategories' }) })
  .strict();
export type UpdatePinsRequest = z.infer<typeof UpdatePinsRequest>;

export const CategoryPrefsResponse = z.object({
  /** Category slugs in the member's order; empty when the member has not chosen one. */
  categorySlugs: z.array(z.string()),
});
export type CategoryPrefsResponse = z.infer<typeof CategoryPrefsResponse>;
export const UpdateCategoryPrefsRequest = z
  .object({ categorySlugs: z.array(LifeSlug).max(30, { error: 'Too many categories' }) })
  .strict();
export type UpdateCategoryPrefsRequest = z.infer<typeof UpdateCategoryPrefsRequest>;

export const CarouselSlide = z.object({
  id: z.string(),
  fileUrl: z.string(),
  altText: z.string(),
  caption: z.string().nullable(),
});
export type CarouselSlide = z.infer<typeof CarouselSlide>;
export const CarouselResponse = z.object({ slides: z.array(CarouselSlide) });
export type CarouselResponse = z.infer<typeof CarouselResponse>;

/** Spec §2: target atlas -> /atlas, planets -> /planets, category_dashboard -> /dashboard?cat={slug}, else /. */
export const BOTTOM_NAV_TARGETS = ['atlas', 'planets', 'category_dashboard'] as const;
export const BOTTOM_NAV_MAX = 5;
export const BottomNavItem = z.object({
  id: z.string(),
  icon: z.string(),
  name: z.string(),
  slug: z.string(),
  target: z.string(),
  href: z.string(),
});
export type BottomNavItem = z.infer<typeof BottomNavItem>;
export const BottomNavResponse = z.object({ items: z.array(BottomNavItem) });
export type BottomNavResponse = z.infer<typeof BottomNavResponse>;
export const UpdateBottomNavRequest = z
  .object({
    items: z
      .array(
        z
          .object({
            target: z.enum(BOTTOM_NAV_TARGETS, { error: 'Target must be atlas, planets or category_dashboard' }),
            slug: LifeSlug.optional(),
          })
          .strict(),
      )
      .max(BOTTOM_NAV_MAX, { error: `At most ${BOTTOM_NAV_MAX} shortcuts` }),
  })
  .strict();
export type UpdateBottomNavRequest = z.infer<typeof UpdateBottomNavRequest>;

export const GOAL_MEASURES = ['value', 'rating'] as const;
export const GoalMeasure = z.enum(GOAL_MEASURES, { error: 'Measure must be value or rating' });
export type GoalMeasure = z.infer<typeof GoalMeasure>;
export const GOAL_NAME_MAX = 120;
export const GOAL_UNIT_MAX = 24;
export const CHECKIN_NOTE_MAX = 500;
const AMOUNT_LIMIT = 1_000_000_000;

const GoalName = singleLineText(GOAL_NAME_MAX, {
  notText: 'Name is required',
  tooLong: `Name must be at most ${GOAL_NAME_MAX} characters`,
}).min(1, { error: 'Name is required' });
const GoalTarget = z
  .number({ error: 'Target must be a number' })
  .min(0, { error: 'Target cannot be negative' })
  .max(AMOUNT_LIMIT, { error: 'Target is too large' });
const GoalUnit = singleLineText(GOAL_UNIT_MAX, {
  notText: 'Unit must be text',
  tooLong: `Unit must be at most ${GOAL_UNIT_MAX} characters`,
}).min(1, { error: 'Unit is required' });

export const CreateGoalRequest = z
  .object({
    id: LifeClientId,
    subcategorySlug: LifeSlug,
    name: GoalName,
    measure: GoalMeasure,
    target: GoalTarget.nullable().optional(),
    unit: GoalUnit.nullable().optional(),
    dueDate: LifeDate.nullable().optional(),
  })
  .strict();
export type CreateGoalRequest = z.infer<typeof CreateGoalRequest>;

export const UpdateGoalRequest = z
  .object({
    name: GoalName.optional(),
    target: GoalTarget.nullable().optional(),
    unit: GoalUnit.nullable().optional(),
    dueDate: LifeDate.nullable().optional(),
  })
  .strict();
export type UpdateGoalRequest = z.infer<typeof UpdateGoalRequest>;

const CheckinValue = z
  .number({ error: 'Value must be a number' })
  .min(-AMOUNT_LIMIT, { error: 'Value is too small' })
  .max(AMOUNT_LIMIT, { error: 'Value is too large' });
const CheckinRating = z
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .int({ error: 'Rating must be a whole number from 1 to 5' })
  .min(1, { error: 'Rating must be a whole number from 1 to 5' })
  .max(5, { error: 'Rating must be a whole number from 1 to 5' });
const CheckinNote = multiLineText(CHECKIN_NOTE_MAX, {
  notText: 'Note must be text',
  tooLong: `Note must be at most ${CHECKIN_NOTE_MAX} characters`,
});

export const CreateCheckinRequest = z
  .object({
    id: LifeClientId,
    date: LifeDate,
    value: CheckinValue.nullable().optional(),
    rating: CheckinRating.nullable().optional(),
    note: CheckinNote.nullable().optional(),
  })
  .strict();
export type CreateCheckinRequest = z.infer<typeof CreateCheckinRequest>;

export const UpdateCheckinRequest = z
  .object({
    value: CheckinValue.nullable().optional(),
    rating: CheckinRating.nullable().optional(),
    note: CheckinNote.nullable().optional(),
  })
  .strict();
export type UpdateCheckinRequest = z.infer<typeof UpdateCheckinRequest>;

export const LifeCheckin = z.object({
  id: z.string(),
  goalId: z.string(),
  date: z.string(),
  value: z.number().nullable(),
  rating: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LifeCheckin = z.infer<typeof LifeCheckin>;

export const LifeGoal = z.object({
  id: z.string(),
  subcategoryId: z.string(),
  subcategorySlug: z.string(),
  categorySlug: z.string(),
  name: z.string(),
  measure: GoalMeasure,
  target: z.number().nullable(),
  unit: z.string().nullable(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  /** Consecutive days with a check-in, ending today or yesterday. */
  streak: z.number().int(),
  lastCheckinDate: z.string().nullable(),
  /** The most recent check-ins (up to 90 days before today), oldest first. */
  checkins: z.array(LifeCheckin),
});
export type LifeGoal = z.infer<typeof LifeGoal>;
export const GoalResponse = z.object({ goal: LifeGoal });
export type GoalResponse = z.infer<typeof GoalResponse>;
export const GoalsResponse = z.object({ goals: z.array(LifeGoal) });
export type GoalsResponse = z.infer<typeof GoalsResponse>;
export const CheckinResponse = z.object({ checkin: LifeCheckin });
export type CheckinResponse = z.infer<typeof CheckinResponse>;

/** `today` is the member's calendar day (their time zone decides what "today" is for a streak). */
export const LifeTodayQuery = z.object({ today: LifeDate.optional() });
export const LifeGoalsQuery = LifeTodayQuery.extend({ sub: LifeSlug.optional() });
export const LifeIdParams = z.object({ id: LifeClientId });

export const SubcategoryProgress = z.object({
  subcategorySlug: z.string(),
  categorySlug: z.string(),
  goalCount: z.number().int(),
  bestStreak: z.number().int(),
  lastCheckinDate: z.string().nullable(),
  checkedInToday: z.number().int(),
});
export type SubcategoryProgress = z.infer<typeof SubcategoryProgress>;
export const ProgressResponse = z.object({ subcategories: z.array(SubcategoryProgress) });
export type ProgressResponse = z.infer<typeof ProgressResponse>;
