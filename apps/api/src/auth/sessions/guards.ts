import { createMiddleware } from 'hono/factory';
import { AppError } from '../../core/errors';
import type { AppDeps, AppEnv } from '../../core/deps';
import { hasRole, lacksRequiredTwoFactor } from './access.repository';
import { timeSession } from '../../core/server-timing';
import { sessionReader } from './session-reader';

/** 401 unless the request carries a valid session; puts the user on the context. */
export function requireUser(deps: Pick<AppDeps, 'auth' | 'database'>) {
  const readSession = sessionReader(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = await timeSession(() => readSession(c));
    if (!found) throw new AppError('unauthenticated', 'Not authenticated');
    c.set('user', found.user);
    c.set('sessionId', found.sessionId);
    c.set('secondFactor', found.secondFactor);
    await next();
  });
}

/**
 * 401 without a session, 403 for anyone who is not a superadmin. Use after requireUser. When the admin requires
 * two-factor of staff (issue 29), a superadmin without it, or whose session passed no second factor (issue 36, by
 * whatever way it came in), gets a 403 `two_factor_required` on every admin route.
 */
export function requireSuperadmin(deps: Pick<AppDeps, 'database'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A staff member's token is a member's (issue 41, ADR 047); the token gate already keeps tokens off /api/admin.
    if (c.get('apiToken')) throw new AppError('token_not_allowed', 'A personal access token never opens the admin');
    const isSuperadmin = await hasRole(deps.database.db, c.var.user.id, 'superadmin');
    if (!isSuperadmin) throw new AppError('forbidden', 'Only administrators can do this');
    if (await lacksRequiredTwoFactor(deps.database.db, c.var.user.id, c.var.secondFactor)) {
      throw new AppError('two_factor_required', 'Turn on two-factor sign-in in your settings to use the admin');
    }
    await next();
  });
}
