import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { appSettings, signinSecrets } from '../../db/admin-schema';

/** The providers' keys as the admin stored them (secrets still sealed): what sign-in builds from and the admin sees. */
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

/** Stores one provider's keys (sealed already), replacing what was stored. */
export async function writeSigninSecrets(db: AppDb, row: typeof signinSecrets.$inferInsert): Promise<void> {
  const { provider: _provider, ...changes } = row;
  await db
    .insert(signinSecrets)
    .values(row)
    .onConflictDoUpdate({ target: signinSecrets.provider, set: { ...changes, updatedAt: sql`now()` } });
}

/** Forgets a provider's keys (issue 29); whether there were any. */
export async function deleteSigninSecrets(db: AppDb, provider: (typeof signinSecrets.provider.enumValues)[number]) {
  const deleted = await db
    .delete(signinSecrets)
    .where(eq(signinSecrets.provider, provider))
    .returning({ provider: signinSecrets.provider });
  return deleted.length > 0;
}
