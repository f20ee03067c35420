import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { languages, user } from './schema';

// Mirrors migrations/0006_life_areas.sql (the source of truth: CHECKs, views, the seed and user_bottom_nav live there).
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const languageCode = () =>
  text('language_code')
    .notNull()
    .references(() => languages.code);
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
const amount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const lifeCategories = pgTable('life_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull().default('planet'),
  color: text('color').notNull().default('200 100% 50%'),
  displayOrder: integer('display_order'),
  createdAt: createdAt(),
});

export const lifeCategoryTranslations = pgTable(
  'life_category_translations',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => lifeCategories.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.languageCode] })],
);

export const lifeSubcategories = pgTable('life_subcategories', {
  id: uuid('id').primaryKey().defaultRandom(),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => lifeCategories.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull().default('planet'),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: createdAt(),
});

export const lifeSubcategoryTranslations = pgTable(
  'life_subcategory_translations',
  {
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => lifeSubcategories.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.subcategoryId, t.languageCode] })],
);

/** One translation as the views aggregate it (snake_case, as built by jsonb_build_object). */
export interface StoredTranslation {
  language_code: string;
  name: string;
  description: string | null;
}

export const lifeCategoriesWithTranslations = pgView('life_categories_with_translations', {
  id: uuid('id').notNull(),
  slug: text('slug').notNull(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  displayOrder: integer('display_order'),
  translations: jsonb('translations').$type<StoredTranslation[]>().notNull(),
}).existing();

export const lifeSubcategoriesWithTranslations = pgView('life_subcategories_with_translations', {
  id: uuid('id').notNull(),
  categoryId: uuid('category_id').notNull(),
  categorySlug: text('category_slug').notNull(),
  slug: text('slug').notNull(),
  icon: text('icon').notNull(),
  displayOrder: integer('display_order').notNull(),
  translations: jsonb('translations').$type<StoredTranslation[]>().notNull(),
}).existing();

export const userCategoryPrefs = pgTable(
  'user_category_prefs',
  {
    userId: owner(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => lifeCategories.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

export const userPinnedSubcategories = pgTable('user_pinned_subcategories', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: owner(),
  subcategoryId: uuid('subcategory_id')
    .notNull()
    .references(() => lifeSubcategories.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  createdAt: createdAt(),
});

export const bottomNavItems = pgTable('bottom_nav_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: owner(),
  icon: text('icon').notNull().default('planet'),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  target: text('target').notNull(),
  orderIndex: integer('order_index').notNull(),
});

export const carouselImages = pgTable('carousel_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileUrl: text('file_url').notNull(),
  altText: text('alt_text').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  orderIndex: integer('order_index').notNull().default(0),
  createdAt: createdAt(),
});

export const carouselImageTranslations = pgTable(
  'carousel_image_translations',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => carouselImages.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    altText: text('alt_text').notNull(),
    caption: text('caption'),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.languageCode] })],
);

export const GOAL_MEASURES = ['value', 'rating'] as const;

export const lifeGoals = pgTable('life_goals', {
  id: uuid('id').primaryKey(),
  userId: owner(),
  subcategoryId: uuid('subcategory_id')
    .notNull()
    .references(() => lifeSubcategories.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  measure: text('measure', { enum: GOAL_MEASURES }).notNull(),
  target: amount('target'),
  unit: text('unit'),
  dueDate: date('due_date', { mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const lifeCheckins = pgTable('life_checkins', {
  id: uuid('id').primaryKey(),
  // References life_goals (id, user_id) together in the SQL.
  userId: text('user_id').notNull(),
  goalId: uuid('goal_id').notNull(),
  checkinDate: date('checkin_date', { mode: 'string' }).notNull(),
  value: amount('value'),
  rating: smallint('rating'),
  note: text('note'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const apiRateLimits = pgTable('api_rate_limits', {
  key: text('key').primaryKey(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
});
