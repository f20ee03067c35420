import { date, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './schema';

// Mirrors migrations/0007_readiness.sql.
export const readinessCheckins = pgTable('readiness_checkins', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  energy: integer('energy').notNull(),
  energyAnswer: integer('energy_answer'),
  sleep: smallint('sleep'),
  soreness: smallint('soreness'),
  stress: smallint('stress'),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
