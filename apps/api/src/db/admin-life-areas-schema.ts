import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { lifeSubcategories } from './life-areas-schema';
import { languages } from './schema';

// Mirrors migrations/0011_admin_life_areas.sql (the source of truth: the CHECKs live there).

/** A subcategory's bottom-nav items, set by staff; shown on that subcategory's page (ADR 008). */
export const lifeSubcategoryNavItems = pgTable('life_subcategory_nav_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  subcategoryId: uuid('subcategory_id')
    .notNull()
    .references(() => lifeSubcategories.id, { onDelete: 'cascade' }),
  icon: text('icon').notNull().default('planet'),
  target: text('target').notNull(),
  slug: text('slug').notNull(),
  orderIndex: integer('order_index').notNull(),
});

export const lifeSubcategoryNavItemTranslations = pgTable(
  'life_subcategory_nav_item_translations',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => lifeSubcategoryNavItems.id, { onDelete: 'cascade' }),
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.languageCode] })],
);
