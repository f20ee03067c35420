import type { CoachProviderSettingsRequest, CoachProviderSettingsView } from '@lifeorbit/contracts';
import type { Config } from '../../config/env';
import type { AppDb } from '../../db/client';
import { openSecret, saveSetting, sealSecret } from '../admin';
import { logAdminAction } from '../security';
import { readStoredProvider, type StoredProviderSettings } from './coach-provider.repository';
import { assertSavableBaseUrl, redactBaseUrl } from './provider-url';

/**
 * Which language model answers the coach: a superadmin's settings (app_settings 'coach_provider', the key sealed with
 * the secrets key like sign-in secrets), else AI_BASE_URL / AI_MODEL / AI_API_KEY, else none (the embedded coach).
 */

export interface ProviderConfig {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  dailyLimit: number;
  maxTokens: number;
  timeoutSec: number;
  /** COACH_ALLOW_PRIVATE_URLS: the model may be at a private or loopback address. */
  allowPrivateUrls: boolean;
}

const KEY = 'coach_provider';

const readStored = (db: AppDb) => readStoredProvider(db, KEY);

function envDefaults(config: Config) {
  return { dailyLimit: config.AI_DAILY_LIMIT, maxTokens: config.AI_MAX_TOKENS, timeoutSec: config.AI_TIMEOUT_SEC };
}

export async function resolveProvider(db: AppDb, config: Config, secretsKey: Buffer): Promise<ProviderConfig | null> {
  const stored = await readStored(db);
  if (stored?.baseUrl && stored.model) {
    const apiKey = stored.apiKeyCiphertext ? openSecret(secretsKey, stored.apiKeyCiphertext) : null;
    return {
      ...stored,
      baseUrl: stored.baseUrl,
      model: stored.model,
      apiKey,
      allowPrivateUrls: config.COACH_ALLOW_PRIVATE_URLS,
    };
  }
  if (config.AI_BASE_URL && config.AI_MODEL) {
    return {
      baseUrl: config.AI_BASE_URL,
      model: config.AI_MODEL,
      apiKey: config.AI_API_KEY ?? null,
      ...envDefaults(config),
      allowPrivateUrls: config.COACH_ALLOW_PRIVATE_URLS,
    };
  }
  return null;
}

export async function getProviderSettings(db: AppDb, config: Config): Promise<CoachProviderSettingsView> {
  const stored = await readStored(db);
  if (stored?.baseUrl && stored.model) {
    const { apiKeyCiphertext, ...rest } = stored;
    return { source: 'settings', ...rest, baseUrl: redactBaseUrl(rest.baseUrl), hasApiKey: Boolean(apiKeyCiphertext) };
  }
  const fromEnv = Boolean(config.AI_BASE_URL && config.AI_MODEL);
  return {
    source: fromEnv ? 'env' : 'none',
    baseUrl: redactBaseUrl(stored?.baseUrl ?? config.AI_BASE_URL ?? null),
    model: stored?.model ?? config.AI_MODEL ?? null,
    hasApiKey: fromEnv ? Boolean(config.AI_API_KEY) : Boolean(stored?.apiKeyCiphertext),
    ...(stored
      ? { dailyLimit: stored.dailyLimit, maxTokens: stored.maxTokens, timeoutSec: stored.timeoutSec }
      : envDefaults(config)),
  };
}

/** Saves the settings (audited, without the key); a base URL or model of null hands the coach back to the env. */
export async function saveProviderSettings(
  db: AppDb,
  config: Config,
  secretsKey: Buffer,
  actorId: string,
  input: CoachProviderSettingsRequest,
): Promise<CoachProviderSettingsView> {
  if (input.baseUrl) assertSavableBaseUrl(input.baseUrl, config.COACH_ALLOW_PRIVATE_URLS);
  const stored = await readStored(db);
  const apiKeyCiphertext =
    input.apiKey === undefined
      ? (stored?.apiKeyCiphertext ?? null)
      : input.apiKey
        ? sealSecret(secretsKey, input.apiKey)
        : null;
  const value: StoredProviderSettings = {
    baseUrl: input.baseUrl,
    model: input.model || null,
    apiKeyCiphertext,
    dailyLimit: input.dailyLimit,
    maxTokens: input.maxTokens,
    timeoutSec: input.timeoutSec,
  };
  const details = { baseUrl: value.baseUrl, model: value.model, keyChanged: input.apiKey !== undefined };
  // The setting and its audit entry commit together, or not at all (ADR 018).
  await db.transaction(async (tx) => {
    await saveSetting(tx, KEY, value, actorId);
    await logAdminAction(tx, { actorUserId: actorId, actionType: 'coach_provider_updated', details });
  });
  return getProviderSettings(db, config);
}
