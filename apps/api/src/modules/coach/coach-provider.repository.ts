import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** The coach's language-model settings as app_settings keeps them (the admin area writes them, ADR 042). */
export interface StoredProviderSettings {
  baseUrl: string | null;
  model: string | null;
  apiKeyCiphertext: string | null;
  dailyLimit: number;
  maxTokens: number;
  timeoutSec: number;
}

/** The settings stored under `key`, or null when a superadmin never saved any. */
export async function readStoredProvider(db: AppDb, key: string): Promise<StoredProviderSettings | null> {
  const [row] = await queryRows<{ value: StoredProviderSettings }>(
    db,
    sql`SELECT value FROM app_settings WHERE key = ${key}`,
  );
  return row?.value ?? null;
}
