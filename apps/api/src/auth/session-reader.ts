import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { preparedStatement } from '../core/db';
import type { AppDeps, SessionUser } from '../core/deps';

export interface ReadSession {
  sessionId: string;
  user: SessionUser;
}

type Reader = (c: Context) => Promise<ReadSession | null>;

/**
 * The session of a request, checked against its row on every call (ADR 015): the signed session cookie verified with
 * the auth secret, then one prepared statement for the session and its user. A session that has expired, or whose
 * expiry is due to move (better-auth's `updateAge`), goes to better-auth's own `getSession`, which deletes the one
 * and refreshes the other, so the rules stay better-auth's. Anything else answers exactly what `getSession` would:
 * a missing, forged or unknown cookie is no session.
 */
export function sessionReader(deps: Pick<AppDeps, 'auth' | 'database'>): Reader {
  const cached = readers.get(deps.auth);
  if (cached) return cached;
  let settings: Promise<Settings> | undefined;
  const reader: Reader = async (c) => {
    settings ??= readSettings(deps);
    const { cookieName, secret, expiresInMs, updateAgeMs } = await settings;
    const token = verifiedToken(getCookie(c, cookieName), secret);
    if (!token) return null;
    const [row] = await sessionStatement(deps.database.db, '', { token });
    if (!row) return null;
    const expiresAt = new Date(row.expires_at).getTime();
    const now = Date.now();
    if (expiresAt <= now || expiresAt - expiresInMs + updateAgeMs <= now) {
      const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      return found
        ? { sessionId: found.session.id, user: { id: found.user.id, email: found.user.email, name: found.user.name } }
        : null;
    }
    return { sessionId: row.id, user: { id: row.user_id, email: row.email, name: row.name } };
  };
  readers.set(deps.auth, reader);
  return reader;
}

const readers = new WeakMap<AppDeps['auth'], Reader>();

const sessionStatement = preparedStatement<SessionRow, { token: string }>(
  () => sql`SELECT s.id, s.expires_at, u.id AS user_id, u.email, u.name
            FROM session s JOIN "user" u ON u.id = s.user_id WHERE s.token = ${sql.placeholder('token')}`,
);

interface Settings {
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

interface SessionRow {
  id: string;
  expires_at: Date | string;
  user_id: string;
  email: string;
  name: string;
}

async function readSettings(deps: Pick<AppDeps, 'auth'>): Promise<Settings> {
  const context = await deps.auth.$context;
  return {
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  };
}

/**
 * The token of a cookie signed the way better-auth signs it (`token.base64(HMAC-SHA256(token, secret))`), or null.
 * node:crypto's HMAC is synchronous and a fraction of WebCrypto's cost a call; the comparison takes constant time.
 */
export function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = crypto.createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? token : null;
}
