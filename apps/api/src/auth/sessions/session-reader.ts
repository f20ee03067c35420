import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv, SessionUser } from '../../core/deps';
import { parseSecondFactor, passedSecondFactor, type SecondFactor } from '../two-factor/second-factor';
import { findSessionByToken } from './session.repository';

export interface ReadSession {
  sessionId: string;
  user: SessionUser;
  /** How the session passed the second factor (second-factor.ts); null when none was asked of it. */
  secondFactor: SecondFactor | null;
}

type Reader = (c: Context) => Promise<ReadSession | null>;

/**
 * The session of a request, checked against its row (ADR 015): the signed session cookie verified with the auth
 * secret, then one prepared statement for the session and its user. A session that has expired, or whose expiry is
 * due to move (better-auth's `updateAge`), goes to better-auth's own `getSession`, which deletes the one and
 * refreshes the other, so the rules stay better-auth's. Anything else answers exactly what `getSession` would: a
 * missing, forged or unknown cookie is no session. So is a session of a member with two-factor on that passed no second
 * factor (issue 36, second-factor.ts): whatever way in made it, it opens nothing.
 *
 * A live session found this way is remembered for SESSION_CACHE_MS under its exact cookie value (ADR 038): the same
 * cookie again within that time is answered without the HMAC or the statement. Any write that may end or change a
 * session or its user makes this process forget them all at once (forgetSessionsOnWrites); a session ended by another
 * process stops here within SESSION_CACHE_MS.
 */
export function sessionReader(deps: Pick<AppDeps, 'auth' | 'database'>): Reader {
  const known = readers.get(deps.auth);
  if (known) return known;
  let settings: Promise<Settings> | undefined;
  const remembered = new Map<string, Remembered>();
  caches.add(remembered);
  const reader: Reader = async (c) => {
    // A Bearer request is its token's alone (the token gate checked it and set this): never its cookie (ADR 047).
    // c.get, not c.var: Hono builds a new object of every variable on each read of c.var.
    const viaToken = (c as Context<AppEnv>).get('apiToken');
    if (viaToken) return { sessionId: `token:${viaToken.id}`, user: viaToken.user, secondFactor: null };
    settings ??= readSettings(deps);
    const { cookieName, secret, expiresInMs, updateAgeMs } = await settings;
    const value = getCookie(c, cookieName);
    if (!value) return null;
    const now = Date.now();
    const hit = remembered.get(value);
    if (hit) {
      if (hit.until > now) return hit.found;
      remembered.delete(value);
    }
    const token = verifiedToken(value, secret);
    if (!token) return null;
    const generationAtRead = generation;
    const row = await findSessionByToken(deps.database.db, token);
    if (!row) return null;
    const expiresAt = new Date(row.expires_at).getTime();
    const refreshAt = expiresAt - expiresInMs + updateAgeMs;
    if (expiresAt <= now || refreshAt <= now) {
      const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      if (!found) return null;
      const secondFactor = parseSecondFactor((found.session as { secondFactor?: unknown }).secondFactor);
      const twoFactorEnabled = (found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled;
      if (!passedSecondFactor(twoFactorEnabled, secondFactor)) return null;
      return {
        sessionId: found.session.id,
        user: { id: found.user.id, email: found.user.email, name: found.user.name },
        secondFactor,
      };
    }
    if (!passedSecondFactor(row.two_factor_enabled, row.second_factor)) return null;
    const found = {
      sessionId: row.id,
      user: { id: row.user_id, email: row.email, name: row.name },
      secondFactor: parseSecondFactor(row.second_factor),
    };
    // Not when a write that may have ended it ran meanwhile; never past the moment better-auth would refresh it.
    if (generation === generationAtRead) {
      if (remembered.size >= CACHE_LIMIT) remembered.clear();
      remembered.set(value, { found, until: Math.min(now + SESSION_CACHE_MS, refreshAt) });
    }
    return found;
  };
  readers.set(deps.auth, reader);
  return reader;
}

/** How long a checked session cookie is answered from memory (ADR 038). */
export const SESSION_CACHE_MS = 5_000;
/** Remembered cookies a process keeps at most: past it, it starts again from none. */
const CACHE_LIMIT = 10_000;

interface Remembered {
  found: ReadSession;
  until: number;
}

const caches = new Set<Map<string, Remembered>>();
/** Moves on each time the remembered sessions are forgotten: a read that overlapped it remembers nothing. */
let generation = 0;

/** Forgets every remembered session of this process: the next request of each cookie reads its row. */
export function forgetSessions(): void {
  generation += 1;
  for (const remembered of caches) remembered.clear();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The workout's own writes (a set, an exercise, the workout): none of them ends a session or changes a user. */
const WORKOUT_WRITES = /^\/api\/(?:workouts|workout-exercises|sets)(?:\/|$)/;

/**
 * Every other write, and any call of better-auth's routes, may end or change a session or its user (signing out, a
 * ban, a revoked session, a new password or name, a deleted account): the process forgets the sessions it remembers
 * before it and again once it is done, so nothing it did is answered from memory afterwards (ADR 038).
 */
export function forgetSessionsOnWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    // better-auth's own routes forget on a read too: a link followed from an e-mail may end sessions.
    const mayEnd = path.startsWith('/api/auth/') || !(SAFE_METHODS.has(c.req.method) || WORKOUT_WRITES.test(path));
    if (!mayEnd) return next();
    forgetSessions();
    try {
      await next();
    } finally {
      forgetSessions();
    }
  };
}

const readers = new WeakMap<AppDeps['auth'], Reader>();

interface Settings {
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
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
