import { sql } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** The member's language (English when unset): imports match exercise names in it, exports name exercises in it. */
export async function preferredLanguage(db: AppDb, userId: string): Promise<LanguageCode> {
  const [row] = await queryRows<{ lang: LanguageCode | null }>(
    db,
    sql`SELECT preferred_language AS lang FROM profiles WHERE user_id = ${userId}`,
  );
  return row?.lang ?? 'en';
}
