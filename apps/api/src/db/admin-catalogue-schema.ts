import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ATTRIBUTE_VALUE_TYPES } from '@lifeorbit/contracts/admin-catalogue';
import { exercises, LOAD_TYPES, movementPatterns } from './catalogue-schema';
import { languages } from './schema';

// Mirrors migrations/0009_admin_catalogue.sql (the source of truth: CHECKs, indexes and the seed live there).
const languageCode = () =>
  text('language_code')
    .notNull()
    .references(() => languages.code);

export const attributeSchemas = pgTable('attribute_schemas', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  valueType: text('value_type', { enum: ATTRIBUTE_VALUE_TYPES }).notNull(),
  loadType: text('load_type', { enum: LOAD_TYPES }),
  movementPatternId: uuid('movement_pattern_id').references(() => movementPatterns.id),
  isRequired: boolean('is_required').notNull().default(false),
  choices: text('choices')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  minValue: numeric('min_value', { mode: 'number' }),
  maxValue: numeric('max_value', { mode: 'number' }),
  unit: text('unit'),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const attributeSchemaTranslations = pgTable(
  'attribute_schema_translations',
  {
    attributeSchemaId: uuid('attribute_schema_id')
      .notNull()
      .references(() => attributeSchemas.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeSchemaId, t.languageCode] })],
);

export const exerciseAttributeValues = pgTable(
  'exercise_attribute_values',
  {
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    attributeSchemaId: uuid('attribute_schema_id')
      .notNull()
      .references(() => attributeSchemas.id),
    value: jsonb('value').$type<number | string | boolean>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.attributeSchemaId] })],
);

export const namingTemplates = pgTable('naming_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  loadType: text('load_type', { enum: LOAD_TYPES }),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const namingTemplateTranslations = pgTable(
  'naming_template_translations',
  {
    namingTemplateId: uuid('naming_template_id')
      .notNull()
      .references(() => namingTemplates.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    pattern: text('pattern').notNull(),
  },
  (t) => [primaryKey({ columns: [t.namingTemplateId, t.languageCode] })],
);
