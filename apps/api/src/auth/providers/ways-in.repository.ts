import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { passkey } from '../../db/passkey-schema';
import { account } from '../../db/schema';

/** A member's accounts in better-auth's table: `credential` is the password, the others are providers. */
export async function listAccounts(db: AppDb, userId: string) {
  return db
    .select({ providerId: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
}

/**
 * Removes a member's link to a provider, only while another way in remains, another account or a passkey (one
 * statement, so two removals at once cannot take the last two). Whether a row went.
 */
export async function deleteProviderAccount(db: AppDb, userId: string, providerId: string): Promise<boolean> {
  const deleted = await db
    .delete(account)
    .where(
      and(
        eq(account.userId, userId),
        eq(account.providerId, providerId),
        sql`(SELECT count(*) FROM ${account} AS others WHERE others.user_id = ${userId} AND others.provider_id <> ${providerId})
          + (SELECT count(*) FROM ${passkey} WHERE ${passkey.userId} = ${userId}) > 0`,
      ),
    )
    .returning({ id: account.id });
  return deleted.length > 0;
}
