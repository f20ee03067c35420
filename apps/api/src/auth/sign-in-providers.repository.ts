import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { appSettings, signinSecrets } from '../db/admin-schema';

/** The providers' keys as the admin stored them (secrets still sealed). */
export async function readProviderRows(db: AppDb) {
  return db.select().from(signinSecrets);
}

/**
 * What decides the providers, in one cheap query: when the admin last changed a provider's keys and whether sign-up
 * is open. A process compares it with what it built its providers from, so another process's change reaches it.
 */
export async function readProviderStamp(db: AppDb): Promise<string> {
  const [row] = await db
    .select({
      secrets: sql<string>`(SELECT coalesce(string_agg(${signinSecrets.provider} || '@' || ${signinSecrets.updatedAt}::text, ',' ORDER BY ${signinSecrets.provider}), '') FROM ${signinSecrets})`,
      registration: sql<string>`coalesce((SELECT ${appSettings.value}::text FROM ${appSettings} WHERE ${eq(appSettings.key, 'registration_open')}), 'true')`,
    })
    .from(sql`(SELECT 1) AS one`);
  return `${row?.secrets ?? ''}|${row?.registration ?? 'true'}`;
}
