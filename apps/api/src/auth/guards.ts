import { createMiddleware } from 'hono/factory';
import { AppError } from '../http/app-error';
import type { AppDeps, AppEnv } from '../http/types';
import { hasRole } from '../modules/auth/auth.repository';

/** 401 unless the request carries a valid session; puts the user on the context. */
export function requireUser(deps: Pick<AppDeps, 'auth'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) throw new AppError('unauthenticated', 'Not authenticated');
    c.set('user', { id: found.user.id, email: found.user.email, name: found.user.name });
    c.set('sessionId', found.session.id);
    await next();
  });
}

/** 401 without a session, 403 for anyone who is not a superadmin. Use after requireUser. */
export function requireSuperadmin(deps: Pick<AppDeps, 'database'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const isSuperadmin = await hasRole(deps.database.db, c.var.user.id, 'superadmin');
    if (!isSuperadmin) throw new AppError('forbidden', 'Only administrators can do this');
    await next();
  });
}
