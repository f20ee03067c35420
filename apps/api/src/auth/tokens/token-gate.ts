import { createMiddleware } from 'hono/factory';
import { scopeAllows } from '@lifeorbit/contracts/tokens';
import type { AppDeps, AppEnv } from '../../core/deps';
import { AppError, errorBody } from '../../core/errors';
import { tokenNeedOf } from './token-areas';
import { useToken } from './tokens.repository';
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

/**
 * Personal access tokens on the member API (issue 41, ADR 047), mounted once before every API route. A request
 * without a Bearer header goes on untouched: one header read, no SQL, so the cookie path costs what it did. A Bearer
 * request is decided here, whatever cookie it also carries (a cookie never widens a token's rights):
 * - a route outside the public API (token-areas.ts) is 403 `token_not_allowed`, before the token is even looked up;
 * - an unknown, revoked or expired token, or a banned member's, is 401;
 * - past the token's rate limit, 429 with Retry-After;
 * - without the area's scope (read for GET, write for the rest) 403 `insufficient_scope`, naming it.
 * Otherwise the token's member is the request's user (sessionReader answers it, requireUser sets it), as a member only:
 * requireSuperadmin refuses every token.
 */
export function tokenGate(deps: Pick<AppDeps, 'database'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerOf(c.req.header('authorization'));
    if (token === null) return next();
    const need = tokenNeedOf(c.req.method, c.req.path);
    if (!need) {
      throw new AppError(
        'token_not_allowed',
        'A personal access token cannot be used on this route (the admin, the account, sign-in, two-factor, passkeys and tokens need a signed-in session)',
      );
    }
    const row = token ? await useToken(deps.database.db, hashToken(token)) : null;
    if (!row || row.banned) {
      throw new AppError('unauthenticated', 'This token is not valid: it was revoked, it expired, or it never existed');
    }
    if (!row.allowed) {
      const endsAt = row.window_ends_at ? new Date(row.window_ends_at).getTime() : Date.now() + 1000;
      const retryAfter = Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
      return c.json(errorBody('rate_limited', `This token made too many requests: try again in ${retryAfter} s`), 429, {
        'Retry-After': String(retryAfter),
      });
    }
    if (need !== 'any' && !scopeAllows(scopesOf(row.permissions), need.area, need.write)) {
      const needed = `${need.area}:${need.write ? 'write' : 'read'}`;
      throw new AppError('insufficient_scope', `This token lacks the scope ${needed}`, [
        { field: 'scopes', code: 'not_allowed', message: `Needs ${needed}` },
      ]);
    }
    c.set('apiToken', { id: row.id, user: { id: row.user_id, email: row.email, name: row.name } });
    await next();
  });
}
