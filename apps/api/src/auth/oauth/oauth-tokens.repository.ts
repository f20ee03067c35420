import { sql } from 'drizzle-orm';
import { preparedStatement } from '../../core/db';
import type { AppDb } from '../../db/client';

/** What a Bearer request learns of an app's access token (findOAuthTokenStatement). */
export interface OAuthTokenRow {
  id: string;
  client_id: string;
  scopes: string[];
  user_id: string;
  email: string;
  name: string;
  banned: boolean;
}

/**
 * A live access token of an OAuth app by its hash (the plugin keeps SHA-256 base64url of the token after its prefix),
 * with its member and the ban, in one prepared read. A revoked or expired token, one of a disabled app, or a token
 * without a member (none is issued without one) finds no row.
 */
const findOAuthTokenStatement = preparedStatement<OAuthTokenRow, { hash: string }>(
  () => sql`SELECT t.id, t.client_id, t.scopes, u.id AS user_id, u.email, u.name, (p.banned_at IS NOT NULL) AS banned
    FROM oauth_access_token t
    JOIN oauth_client c ON c.client_id = t.client_id
    JOIN "user" u ON u.id = t.user_id
    LEFT JOIN profiles p ON p.user_id = u.id
    WHERE t.token = ${sql.placeholder('hash')} AND t.revoked IS NULL AND t.expires_at > now()
      AND c.disabled IS NOT TRUE`,
);

export async function findOAuthToken(db: AppDb, hash: string): Promise<OAuthTokenRow | null> {
  const [row] = await findOAuthTokenStatement(db, '', { hash });
  return row ?? null;
}

const touchGrantStatement = preparedStatement<never, { clientId: string; userId: string }>(
  () => sql`UPDATE oauth_consent SET last_used_at = now()
    WHERE client_id = ${sql.placeholder('clientId')} AND user_id = ${sql.placeholder('userId')}`,
);

/** Writes when an app last acted for a member (the gate calls it at most once a minute an app and member). */
export async function touchGrant(db: AppDb, clientId: string, userId: string): Promise<void> {
  await touchGrantStatement(db, '', { clientId, userId });
}
