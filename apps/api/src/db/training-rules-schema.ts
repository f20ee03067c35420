import { integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { exercises, plateProfiles } from './catalogue-schema';
import { user } from './schema';
import { workoutSets } from './workouts-schema';

// Mirrors migrations/0010_coaching.sql and 0037_effort_records.sql (the source of truth for its CHECKs and partial indexes).

export const memberCoachingSettings = pgTable('member_coaching_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  warmupStrategy: text('warmup_strategy', { enum: ['ramped', 'quick', 'power', 'warmth'] }),
  plateProfileId: uuid('plate_profile_id').references(() => plateProfiles.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const personalRecords = pgTable('personal_records', {
  setId: uuid('set_id')
    .primaryKey()
    .references(() => workoutSets.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  exerciseId: uuid('exercise_id')
    .notNull()
    .references(() => exercises.id),
  kinds: text('kinds', {
    enum: ['weight', 'reps_at_weight', 'one_rep_max', 'volume', 'longest_duration', 'longest_distance', 'fastest_pace'],
  })
    .array()
    .notNull(),
  weightKg: numeric('weight_kg', { precision: 8, scale: 3, mode: 'number' }),
  reps: integer('reps'),
  oneRepMaxKg: numeric('one_rep_max_kg', { precision: 8, scale: 3, mode: 'number' }),
  distanceM: numeric('distance_m', { precision: 9, scale: 2, mode: 'number' }),
  durationSec: integer('duration_sec'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
