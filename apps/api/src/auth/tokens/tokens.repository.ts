import { and, count, desc, eq, sql } from 'drizzle-orm';
import { TOKEN_LIMIT } from '@lifeorbit/contracts/tokens';
import { preparedStatement } from '../../core/db';
import type { AppDb } from '../../db/client';
import { apikey } from '../../db/api-key-schema';

/** A member's tokens, newest first, without their hashes. */
export async function listTokens(db: AppDb, userId: string) {
  return db
    .select({
      id: apikey.id,
      name: apikey.name,
      start: apikey.start,
      permissions: apikey.permissions,
      createdAt: apikey.createdAt,
      lastRequest: apikey.lastRequest,
      expiresAt: apikey.expiresAt,
    })
    .from(apikey)
    .where(eq(apikey.referenceId, userId))
    .orderBy(desc(apikey.createdAt), desc(apikey.id))
    .limit(TOKEN_LIMIT);
}

export async function countTokens(db: AppDb, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apikey).where(eq(apikey.referenceId, userId));
  return row?.n ?? 0;
}

/** Revokes one of the member's own tokens (its row goes); whether it was theirs. */
export async function deleteToken(db: AppDb, userId: string, tokenId: string): Promise<boolean> {
  const deleted = await db
    .delete(apikey)
    .where(and(eq(apikey.id, tokenId), eq(apikey.referenceId, userId)))
    .returning({ id: apikey.id });
  return deleted.length > 0;
}

/** What a Bearer request learns of its personal token, in one read (findTokenStatement). */
export interface TokenRow {
  id: string;
  permissions: string | null;
  /** The token's rate limit (ADR 047): `rate_limit_max` requests a `rate_limit_time_window` (ms), or none. */
  rate_limit_enabled: boolean;
  rate_limit_max: number | null;
  rate_limit_time_window: number | null;
  user_id: string;
  email: string;
  name: string;
  banned: boolean;
}

/**
 * A live token by its hash, with its member (and the ban), in one prepared read: no write (ADR 047, amended by ADR
 * 050). The gate counts the rate limit in memory and writes the last use at most once a minute (touchToken). A token
 * that is unknown (revoked), disabled or past its expiry finds no row.
 */
const findTokenStatement = preparedStatement<TokenRow, { hash: string }>(
  () => sql`SELECT k.id, k.permissions, k.rate_limit_enabled, k.rate_limit_max, k.rate_limit_time_window,
      u.id AS user_id, u.email, u.name, (p.banned_at IS NOT NULL) AS banned
    FROM apikey k
    JOIN "user" u ON u.id = k.reference_id
    LEFT JOIN profiles p ON p.user_id = u.id
    WHERE k.key = ${sql.placeholder('hash')} AND k.enabled AND (k.expires_at IS NULL OR k.expires_at > now())`,
);

/** The live token of a hash; null when there is none. */
export async function findToken(db: AppDb, hash: string): Promise<TokenRow | null> {
  const [row] = await findTokenStatement(db, '', { hash });
  return row ?? null;
}

const touchTokenStatement = preparedStatement<never, { id: string }>(
  () => sql`UPDATE apikey SET last_request = now() WHERE id = ${sql.placeholder('id')}`,
);

/** Writes a token's last use (the gate calls it at most once a minute a token). */
export async function touchToken(db: AppDb, id: string): Promise<void> {
  await touchTokenStatement(db, '', { id });
}
