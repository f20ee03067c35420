import {
  boolean,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { exercises, grips } from './catalogue-schema';
import { user } from './schema';
import { trainingPrograms, workoutTemplates } from './templates-schema';

// Mirrors migrations/0004_workouts.sql (the source of truth for CHECKs, partial indexes and deferrable uniques).
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const kg = (name: string) => numeric(name, { precision: 7, scale: 3, mode: 'number' });

export const SET_KINDS = ['normal', 'warmup', 'dropset', 'failure'] as const;
export const WEIGHT_UNITS = ['kg', 'lb'] as const;

export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    templateId: uuid('template_id').references(() => workoutTemplates.id, { onDelete: 'set null' }),
    programId: uuid('program_id').references(() => trainingPrograms.id, { onDelete: 'set null' }),
    programPosition: integer('program_position'),
    programTemplateId: uuid('program_template_id').references(() => workoutTemplates.id, { onDelete: 'set null' }),
    notes: text('notes'),
    /** The gym it was logged at (migration 0024, issue 20). */
    gymId: uuid('gym_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique().on(t.id, t.userId)],
);

export const workoutExercises = pgTable(
  'workout_exercises',
  {
    id: uuid('id').primaryKey(),
    workoutId: uuid('workout_id').notNull(),
    userId: text('user_id').notNull(),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id),
    orderIndex: integer('order_index').notNull(),
    targetSets: integer('target_sets'),
    targetReps: integer('target_reps'),
    targetRepsMin: integer('target_reps_min'),
    targetRepsMax: integer('target_reps_max'),
    targetWeightKg: kg('target_weight_kg'),
    weightUnit: text('weight_unit', { enum: WEIGHT_UNITS }).notNull().default('kg'),
    notes: text('notes'),
    warmupPlan: jsonb('warmup_plan'),
    warmupFeedback: text('warmup_feedback', { enum: ['not_enough', 'just_right', 'too_much'] }),
    warmupUpdatedAt: timestamp('warmup_updated_at', { withTimezone: true }),
    gripId: uuid('grip_id').references(() => grips.id),
    supersetGroupId: text('superset_group_id'),
    supersetOrder: integer('superset_order'),
    supersetRoundsTarget: integer('superset_rounds_target'),
    restSec: integer('rest_sec'),
    /** The highest set_index the set log gave in this workout exercise (migration 0013, ADR 013). */
    lastSetIndex: integer('last_set_index').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.workoutId, t.userId], foreignColumns: [workouts.id, workouts.userId] }).onDelete(
      'cascade',
    ),
    unique().on(t.id, t.userId, t.exerciseId),
  ],
);

export const workoutSets = pgTable(
  'workout_sets',
  {
    id: uuid('id').primaryKey(),
    workoutExerciseId: uuid('workout_exercise_id').notNull(),
    userId: text('user_id').notNull(),
    exerciseId: uuid('exercise_id').notNull(),
    setIndex: integer('set_index').notNull(),
    weight: kg('weight'),
    reps: integer('reps'),
    weightUnit: text('weight_unit', { enum: WEIGHT_UNITS }).notNull().default('kg'),
    // Issue 39 (columns of migration 0027): metres and seconds of a distance or time set.
    distanceM: numeric('distance_m', { precision: 9, scale: 2, mode: 'number' }),
    durationSec: integer('duration_sec'),
    rpe: numeric('rpe', { precision: 3, scale: 1, mode: 'number' }),
    notes: text('notes'),
    setKind: text('set_kind', { enum: SET_KINDS }).notNull().default('normal'),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.workoutExerciseId, t.userId, t.exerciseId],
      foreignColumns: [workoutExercises.id, workoutExercises.userId, workoutExercises.exerciseId],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    unique().on(t.workoutExerciseId, t.setIndex),
  ],
);

export const workoutSetGrips = pgTable(
  'workout_set_grips',
  {
    setId: uuid('set_id')
      .notNull()
      .references(() => workoutSets.id, { onDelete: 'cascade' }),
    gripId: uuid('grip_id')
      .notNull()
      .references(() => grips.id),
  },
  (t) => [primaryKey({ columns: [t.setId, t.gripId] })],
);
