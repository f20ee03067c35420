import { and, asc, count, eq, sql } from 'drizzle-orm';
import { PASSKEY_LIMIT } from '@lifeorbit/contracts/passkeys';
import type { AppDb } from '../../db/client';
import { passkey } from '../../db/passkey-schema';
import { account } from '../../db/schema';

/** A member's passkeys, oldest first (at most PASSKEY_LIMIT exist; the limit keeps a bad row count from a big read). */
export async function listPasskeys(db: AppDb, userId: string) {
  return db
    .select({
      id: passkey.id,
      name: passkey.name,
      deviceType: passkey.deviceType,
      backedUp: passkey.backedUp,
      aaguid: passkey.aaguid,
      createdAt: passkey.createdAt,
    })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(asc(passkey.createdAt), asc(passkey.id))
    .limit(PASSKEY_LIMIT);
}

export async function countPasskeys(db: AppDb, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkey).where(eq(passkey.userId, userId));
  return row?.n ?? 0;
}

export async function passkeyExists(db: AppDb, userId: string, passkeyId: string): Promise<boolean> {
  const found = await db
    .select({ id: passkey.id })
    .from(passkey)
    .where(and(eq(passkey.id, passkeyId), eq(passkey.userId, userId)))
    .limit(1);
  return found.length > 0;
}

/** Renames one of the member's own passkeys; whether it was theirs. */
export async function renamePasskey(db: AppDb, userId: string, passkeyId: string, name: string): Promise<boolean> {
  const updated = await db
    .update(passkey)
    .set({ name })
    .where(and(eq(passkey.id, passkeyId), eq(passkey.userId, userId)))
    .returning({ id: passkey.id });
  return updated.length > 0;
}

/**
 * Removes one of the member's passkeys, only while another way in remains: an account (password or provider) or
 * another passkey, in one statement like deleteProviderAccount. Whether a row went.
 */
export async function deletePasskey(db: AppDb, userId: string, passkeyId: string): Promise<boolean> {
  const deleted = await db
    .delete(passkey)
    .where(
      and(
        eq(passkey.id, passkeyId),
        eq(passkey.userId, userId),
        sql`(SELECT count(*) FROM ${account} WHERE ${account.userId} = ${userId})
          + (SELECT count(*) FROM ${passkey} AS others WHERE others.user_id = ${userId} AND others.id <> ${passkeyId}) > 0`,
      ),
    )
    .returning({ id: passkey.id });
  return deleted.length > 0;
}
