import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { languages, user } from './schema';

// Mirrors migrations/0002_catalogue.sql (the source of truth: CHECKs, indexes and the seed live there).
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const languageCode = () =>
  text('language_code')
    .notNull()
    .references(() => languages.code);
const kg = (name: string) => numeric(name, { precision: 7, scale: 3, mode: 'number' });

export const LOAD_TYPES = [
  'barbell',
  'ezbar',
  'fixed',
  'dumbbell',
  'machine',
  'cable',
  'bodyweight',
  'weighted_bodyweight',
  'assisted',
  'kettlebell',
  'band',
  'cardio',
] as const;
export const LOAD_MODES = ['total', 'per_side', 'per_hand', 'stack'] as const;
export const EFFORT_MODES = ['reps', 'time', 'distance', 'reps_time'] as const;
export const BAR_TYPES = ['barbell', 'ezbar', 'fixed'] as const;
export const LOAD_KINDS = ['plates', 'stack', 'dumbbell', 'bodyweight', 'band', 'cardio', 'other'] as const;

export type LoadType = (typeof LOAD_TYPES)[number];
export type LoadMode = (typeof LOAD_MODES)[number];
export type EffortMode = (typeof EFFORT_MODES)[number];

export const bodyParts = pgTable('body_parts', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  displayOrder: integer('display_order').notNull().default(0),
});

export const bodyPartTranslations = pgTable(
  'body_part_translations',
  {
    bodyPartId: uuid('body_part_id')
      .notNull()
      .references(() => bodyParts.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bodyPartId, t.languageCode] })],
);

export const muscles = pgTable('muscles', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  bodyPartId: uuid('body_part_id')
    .notNull()
    .references(() => bodyParts.id),
  displayOrder: integer('display_order').notNull().default(0),
});

export const muscleTranslations = pgTable(
  'muscle_translations',
  {
    muscleId: uuid('muscle_id')
      .notNull()
      .references(() => muscles.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.muscleId, t.languageCode] })],
);

export const equipment = pgTable('equipment', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  barType: text('bar_type', { enum: BAR_TYPES }),
  isStack: boolean('is_stack').notNull().default(false),
  loadKind: text('load_kind', { enum: LOAD_KINDS }).notNull(),
  displayOrder: integer('display_order').notNull().default(0),
});

export const equipmentTranslations = pgTable(
  'equipment_translations',
  {
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.equipmentId, t.languageCode] })],
);

export const grips = pgTable('grips', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  displayOrder: integer('display_order').notNull().default(0),
});

export const gripTranslations = pgTable(
  'grip_translations',
  {
    gripId: uuid('grip_id')
      .notNull()
      .references(() => grips.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gripId, t.languageCode] })],
);

export const equipmentGrips = pgTable(
  'equipment_grips',
  {
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    gripId: uuid('grip_id')
      .notNull()
      .references(() => grips.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.equipmentId, t.gripId] })],
);

export const movementPatterns = pgTable('movement_patterns', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  displayOrder: integer('display_order').notNull().default(0),
});

export const movementPatternTranslations = pgTable(
  'movement_pattern_translations',
  {
    movementPatternId: uuid('movement_pattern_id')
      .notNull()
      .references(() => movementPatterns.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.movementPatternId, t.languageCode] })],
);

export const tags = pgTable('tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  displayOrder: integer('display_order').notNull().default(0),
});

export const tagTranslations = pgTable(
  'tag_translations',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.languageCode] })],
);

/** A catalogue exercise (ownerUserId null, slug set) or a member's custom exercise (ownerUserId set). */
export const exercises = pgTable('exercises', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').unique(),
  /** grips.id values, in display order (no foreign key on an array). */
  defaultGripIds: uuid('default_grip_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  equipmentId: uuid('equipment_id').references(() => equipment.id),
  /** Reserved for a concrete gym machine; no table yet. */
  equipmentRefId: uuid('equipment_ref_id'),
  primaryMuscleId: uuid('primary_muscle_id').references(() => muscles.id),
  bodyPartId: uuid('body_part_id').references(() => bodyParts.id),
  movementPatternId: uuid('movement_pattern_id').references(() => movementPatterns.id),
  loadType: text('load_type', { enum: LOAD_TYPES }).notNull(),
  loadMode: text('load_mode', { enum: LOAD_MODES }).notNull().default('total'),
  effortMode: text('effort_mode', { enum: EFFORT_MODES }).notNull().default('reps'),
  isUnilateral: boolean('is_unilateral').notNull().default(false),
  allowsGrips: boolean('allows_grips').notNull().default(false),
  ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const exerciseSecondaryMuscles = pgTable(
  'exercise_secondary_muscles',
  {
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    muscleId: uuid('muscle_id')
      .notNull()
      .references(() => muscles.id),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.muscleId] })],
);

export const exerciseTags = pgTable(
  'exercise_tags',
  {
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.tagId] })],
);

export const exercisesTranslations = pgTable(
  'exercises_translations',
  {
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    name: text('name').notNull(),
    description: text('description'),
    /** catalogue_search_fold(name): lower case, no diacritics, hyphens as spaces. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`catalogue_search_fold(name)`),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.languageCode] })],
);

export const exerciseAliases = pgTable(
  'exercise_aliases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    alias: text('alias').notNull(),
    /** catalogue_search_fold(alias). */
    searchAlias: text('search_alias')
      .notNull()
      .generatedAlwaysAs(sql`catalogue_search_fold(alias)`),
  },
  (t) => [unique().on(t.exerciseId, t.languageCode, t.alias)],
);

/** The weight model of spec §9, in kg; exactly one catalogue row has isDefault. */
export const plateProfiles = pgTable('plate_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').unique(),
  name: text('name').notNull(),
  ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'cascade' }),
  barbellKg: kg('barbell_kg').notNull().default(20),
  ezbarKg: kg('ezbar_kg').notNull().default(7.5),
  fixedKg: kg('fixed_kg').notNull().default(20),
  platesKgPerSide: kg('plates_kg_per_side').array().notNull(),
  singleMinIncrementKg: kg('single_min_increment_kg').notNull().default(2.5),
  stackIncrementKg: kg('stack_increment_kg').notNull().default(5),
  auxIncrementsKg: kg('aux_increments_kg')
    .array()
    .notNull()
    .default(sql`'{2.5}'`),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
