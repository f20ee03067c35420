import { boolean, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { exercises, grips } from './catalogue-schema';
import { user } from './schema';

// Mirrors migrations/0003_templates_programs.sql (the source of truth for CHECKs and indexes).
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const workoutTemplates = pgTable('workout_templates', {
  id: uuid('id').primaryKey(),
  userId: owner(),
  name: text('name').notNull(),
  notes: text('notes'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const workoutTemplateExercises = pgTable('workout_template_exercises', {
  id: uuid('id').primaryKey(),
  templateId: uuid('template_id')
    .notNull()
    .references(() => workoutTemplates.id, { onDelete: 'cascade' }),
  exerciseId: uuid('exercise_id')
    .notNull()
    .references(() => exercises.id),
  orderIndex: integer('order_index').notNull(),
  targetSets: integer('target_sets').notNull().default(3),
  targetReps: integer('target_reps'),
  targetRepsMin: integer('target_reps_min'),
  targetRepsMax: integer('target_reps_max'),
  targetWeightKg: numeric('target_weight_kg', { precision: 7, scale: 3, mode: 'number' }),
  weightUnit: text('weight_unit', { enum: ['kg', 'lb'] })
    .notNull()
    .default('kg'),
  restSec: integer('rest_sec'),
  gripId: uuid('grip_id').references(() => grips.id),
  supersetGroup: text('superset_group'),
  notes: text('notes'),
});

export const trainingPrograms = pgTable('training_programs', {
  id: uuid('id').primaryKey(),
  userId: owner(),
  name: text('name').notNull(),
  description: text('description'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const trainingProgramTemplates = pgTable(
  'training_program_templates',
  {
    programId: uuid('program_id')
      .notNull()
      .references(() => trainingPrograms.id, { onDelete: 'cascade' }),
    orderIndex: integer('order_index').notNull(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => workoutTemplates.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.programId, t.orderIndex] })],
);

export const userExercisePreferences = pgTable('user_exercise_preferences', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: owner(),
  exerciseId: uuid('exercise_id')
    .notNull()
    .references(() => exercises.id, { onDelete: 'cascade' }),
  templateId: uuid('template_id').references(() => workoutTemplates.id, { onDelete: 'cascade' }),
  programId: uuid('program_id').references(() => trainingPrograms.id, { onDelete: 'cascade' }),
  preferredTargetSets: integer('preferred_target_sets'),
  preferredRepMin: integer('preferred_rep_min'),
  preferredRepMax: integer('preferred_rep_max'),
  preferredGripIds: uuid('preferred_grip_ids').array().notNull().default([]),
  updatedAt: updatedAt(),
});
