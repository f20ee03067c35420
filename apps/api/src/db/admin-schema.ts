import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languages, user } from './schema';

// Mirrors migrations/0008_admin.sql (profiles.banned_at and ban_reason are mirrored in schema.ts).
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
});

export const signinSecrets = pgTable('signin_secrets', {
  provider: text('provider', { enum: ['apple', 'google', 'oidc'] }).primaryKey(),
  teamId: text('team_id'),
  keyId: text('key_id'),
  clientId: text('client_id'),
  privateKeyCiphertext: text('private_key_ciphertext'),
  // 0028_sign_in.sql: Google's and the OpenID Connect provider's client secret (sealed), its issuer and button name.
  clientSecretCiphertext: text('client_secret_ciphertext'),
  issuer: text('issuer'),
  displayName: text('display_name'),
  clientSecretExpiresAt: timestamp('client_secret_expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
});

export const coachLogs = pgTable('coach_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  prompt: text('prompt').notNull(),
  response: text('response'),
  model: text('model'),
  languageCode: text('language_code').references(() => languages.code),
  status: text('status', { enum: ['ok', 'error', 'refused', 'fallback', 'limited'] })
    .notNull()
    .default('ok'),
  latencyMs: integer('latency_ms'),
  // 0022_coach.sql: which coach answered, the model's token counts, the conversation.
  provider: text('provider', { enum: ['embedded', 'openai'] }),
  tokensIn: integer('tokens_in'),
  tokensOut: integer('tokens_out'),
  conversationId: uuid('conversation_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
