import { createMiddleware } from 'hono/factory';
import { scopesFromOAuth } from '@lifeorbit/contracts/oauth';
import { scopeAllows, type TokenScopes } from '@lifeorbit/contracts/tokens';
import type { AppDeps, AppEnv, SessionUser } from '../../core/deps';
import { AppError, errorBody } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { OAUTH_ACCESS_TOKEN_PREFIX } from '../oauth/oauth-options';
import { findOAuthToken, touchGrant } from '../oauth/oauth-tokens.repository';
import { tokenNeedOf } from './token-areas';
import { tokenMeter } from './token-meter';
import { TOKEN_RATE_MAX, TOKEN_RATE_WINDOW_MS } from './token-options';
import { findToken, touchToken } from './tokens.repository';
import { hashToken, scopesOf } from './tokens.service';

/**
 * The token of an `Authorization` header when its scheme is Bearer ('' for a Bearer with none), else null: another
 * scheme (a proxy's Basic) is not ours and leaves the request to its cookie.
 */
export function bearerOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(header);
  return match ? (match[1] ?? '').trim() : null;
}

/** A live token of either kind, as the gate decides on it. */
interface FoundToken {
  /** What `c.var.apiToken.id` holds: a personal token's id, or `oauth:<access token id>`. */
  id: string;
  /** Whose rate limit and last use it counts against: the personal token, or the app and its member. */
  meterKey: string;
  scopes: TokenScopes;
  user: SessionUser;
  banned: boolean;
  rateMax: number | null;
  rateWindowMs: number;
  writeLastUse: () => Promise<void>;
}

async function findBearer(db: AppDb, token: string, oauthRateMax: number): Promise<FoundToken | null> {
  if (token.startsWith(OAUTH_ACCESS_TOKEN_PREFIX)) {
    const row = await findOAuthToken(db, hashToken(token.slice(OAUTH_ACCESS_TOKEN_PREFIX.length)));
    return (
      row && {
        id: `oauth:${row.id}`,
        meterKey: `oauth:${row.client_id}:${row.user_id}`,
        scopes: scopesFromOAuth(row.scopes),
        user: { id: row.user_id, email: row.email, name: row.name },
        banned: row.banned,
        rateMax: oauthRateMax,
        rateWindowMs: TOKEN_RATE_WINDOW_MS,
        writeLastUse: () => touchGrant(db, row.client_id, row.user_id),
      }
    );
  }
  const row = token ? await findToken(db, hashToken(token)) : null;
  return (
    row && {
      id: row.id,
      meterKey: row.id,
      scopes: scopesOf(row.permissions),
      user: { id: row.user_id, email: row.email, name: row.name },
      banned: row.banned,
      rateMax: row.rate_limit_enabled ? row.rate_limit_max : null,
      rateWindowMs: row.rate_limit_time_window ?? TOKEN_RATE_WINDOW_MS,
      writeLastUse: () => touchToken(db, row.id),
    }
  );
}

/**
 * Personal access tokens and OAuth apps' access tokens on the member API (issue 41, ADR 047 and 050), mounted once
 * before every API route. A request without a Bearer header goes on untouched: one header read, no SQL, so the
 * cookie path costs what it did. A Bearer request is decided here, whatever cookie it also carries (a cookie never
 * widens a token's rights):
 * - a route outside the public API (token-areas.ts) is 403 `token_not_allowed`, before the token is even looked up;
 * - an unknown, revoked or expired token, or a banned member's, is 401;
 * - past the token's rate limit (an app's: per app and member), 429 with Retry-After;
 * - without the area's scope (read for GET, write for the rest) 403 `insufficient_scope`, naming it.
 * Otherwise the token's member is the request's user (sessionReader answers it, requireUser sets it), as a member only:
 * requireSuperadmin refuses every token. A token request costs one read: the rate limit is counted in memory and the
 * last use written at most once a minute (token-meter.ts).
 */
export function tokenGate(deps: Pick<AppDeps, 'database' | 'config'>) {
  const meter = tokenMeter();
  const oauthRateMax = deps.config.TOKEN_RATE_LIMIT ?? TOKEN_RATE_MAX;
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerOf(c.req.header('authorization'));
    if (token === null) return next();
    const need = tokenNeedOf(c.req.method, c.req.path);
    if (!need) {
      throw new AppError(
        'token_not_allowed',
        'An access token cannot be used on this route (the admin, the account, sign-in, two-factor, passkeys, tokens and apps need a signed-in session)',
      );
    }
    const found = await findBearer(deps.database.db, token, oauthRateMax);
    if (!found || found.banned) {
      throw new AppError('unauthenticated', 'This token is not valid: it was revoked, it expired, or it never existed');
    }
    const verdict = meter.use(found.meterKey, found.rateMax, found.rateWindowMs);
    if (!verdict.allowed) {
      const retryAfter = verdict.retryAfterSeconds;
      return c.json(errorBody('rate_limited', `This token made too many requests: try again in ${retryAfter} s`), 429, {
        'Retry-After': String(retryAfter),
      });
    }
    if (verdict.writeLastUse) await found.writeLastUse();
    if (need !== 'any' && !scopeAllows(found.scopes, need.area, need.write)) {
      const needed = `${need.area}:${need.write ? 'write' : 'read'}`;
      throw new AppError('insufficient_scope', `This token lacks the scope ${needed}`, [
        { field: 'scopes', code: 'not_allowed', message: `Needs ${needed}` },
      ]);
    }
    c.set('apiToken', { id: found.id, user: found.user });
    await next();
  });
}
