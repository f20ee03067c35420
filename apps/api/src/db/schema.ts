import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Mirrors the SQL migrations (the source of truth). Property names are what better-auth's adapter expects.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  flagEmoji: text('flag_emoji').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  // better-auth's two-factor plugin (migration 0030).
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable('session', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** How this session passed the second factor (auth/two-factor/second-factor.ts): 'code', 'passkey', 'trusted-device' or null. */
  secondFactor: text('second_factor'),
});

export const account = pgTable('account', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  password: text('password'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Let better-auth read a session with its user (and a user with its accounts) in one query (advanced.database.joins).
export const userRelations = relations(user, ({ many }) => ({ sessions: many(session), accounts: many(account) }));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  avatarUrl: text('avatar_url'),
  preferredLanguage: text('preferred_language').references(() => languages.code),
  weightUnit: text('weight_unit', { enum: ['kg', 'lb'] })
    .notNull()
    .default('kg'),
  onboardingDone: boolean('onboarding_done').notNull().default(false),
  // The fitness profile (migration 0014); null is "not given".
  heightCm: numeric('height_cm', { mode: 'number' }),
  experienceLevel: text('experience_level', { enum: ['beginner', 'intermediate', 'advanced'] }),
  trainingGoal: text('training_goal', { enum: ['strength', 'muscle', 'endurance', 'general'] }),
  trainingDaysPerWeek: smallint('training_days_per_week'),
  defaultRestSec: integer('default_rest_sec'),
  timeZone: text('time_zone'),
  // Filled by a trigger when left out (migration 0020), so it is optional here.
  handle: text('handle'),
  bio: text('bio'),
  privacy: text('privacy', { enum: ['public', 'followers', 'private'] })
    .notNull()
    .default('public'),
  defaultWorkoutVisibility: text('default_workout_visibility', { enum: ['public', 'followers', 'private'] })
    .notNull()
    .default('public'),
  bannedAt: timestamp('banned_at', { withTimezone: true }),
  banReason: text('ban_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['superadmin', 'mentor', 'gym_admin', 'ambassador'] }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantedBy: text('granted_by'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const ambassadorProfiles = pgTable('ambassador_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  // 0026: the referral code, the commission rate in basis points and whether the ambassador is active (issue 22).
  referralCode: text('referral_code')
    .notNull()
    .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))`),
  commissionRateBps: integer('commission_rate_bps').notNull().default(1000),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const battleInvitations = pgTable('battle_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  ambassadorId: uuid('ambassador_id')
    .notNull()
    .references(() => ambassadorProfiles.id, { onDelete: 'cascade' }),
  battleId: uuid('battle_id').notNull(),
  status: text('status', { enum: ['pending', 'accepted', 'declined', 'expired'] })
    .notNull()
    .default('pending'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const adminActionLog = pgTable('admin_action_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  actorUserId: text('actor_user_id'),
  actionType: text('action_type').notNull(),
  targetUserId: text('target_user_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});
