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

/** What a Bearer request learns of its token, in one statement (tokenUseStatement). */
export interface TokenUseRow {
  id: string;
  permissions: string | null;
  /** Whether this request fitted the token's rate limit (and was counted). */
  allowed: boolean;
  /** When the current window ends, for Retry-After, when it did not fit. */
  window_ends_at: Date | string | null;
  user_id: string;
  email: string;
  name: string;
  banned: boolean;
}

/**
 * A live token by its hash, counted against its rate limit, its last use written and its member read, in one prepared
 * statement (ADR 047). A token that is unknown (revoked), disabled or past its expiry finds no row. The window is fixed:
 * it starts at the first request after the last one ended, and holds `rate_limit_max` requests for
 * `rate_limit_time_window` milliseconds; a request past the limit is not counted and changes nothing.
 */
const tokenUseStatement = preparedStatement<TokenUseRow, { hash: string }>(
  () => sql`WITH found AS (
      SELECT k.id, k.reference_id, k.permissions, k.rate_window_started_at, k.rate_limit_time_window,
        (k.rate_window_started_at IS NULL
          OR k.rate_window_started_at <= now() - k.rate_limit_time_window * interval '1 millisecond') AS fresh
      FROM apikey k
      WHERE k.key = ${sql.placeholder('hash')} AND k.enabled AND (k.expires_at IS NULL OR k.expires_at > now())
    ), used AS (
      UPDATE apikey k SET
        request_count = CASE WHEN f.fresh THEN 1 ELSE k.request_count + 1 END,
        rate_window_started_at = CASE WHEN f.fresh THEN now() ELSE k.rate_window_started_at END,
        last_request = now()
      FROM found f
      WHERE k.id = f.id
        AND (f.fresh OR NOT k.rate_limit_enabled OR k.rate_limit_max IS NULL OR k.request_count < k.rate_limit_max)
      RETURNING k.id
    )
    SELECT f.id, f.permissions, EXISTS (SELECT 1 FROM used) AS allowed,
      f.rate_window_started_at + f.rate_limit_time_window * interval '1 millisecond' AS window_ends_at,
      u.id AS user_id, u.email, u.name, (p.banned_at IS NOT NULL) AS banned
    FROM found f
    JOIN "user" u ON u.id = f.reference_id
    LEFT JOIN profiles p ON p.user_id = u.id`,
);

/** The token of a hash, used once (see tokenUseStatement); null when there is no live token of that hash. */
export async function useToken(db: AppDb, hash: string): Promise<TokenUseRow | null> {
  const [row] = await tokenUseStatement(db, '', { hash });
  return row ?? null;
}
