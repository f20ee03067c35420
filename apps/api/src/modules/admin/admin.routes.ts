import { Hono } from 'hono';
import {
  AdminUsersQuery,
  AuditQuery,
  BanUserRequest,
  CoachLogsQuery,
  GrantRoleRequest,
  UpdateAppSettingsRequest,
  UserIdParam,
  UserRoleParams,
  UserSessionParams,
} from '@lifeorbit/contracts';
import { requireSuperadmin, requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import {
  banUser,
  getOverview,
  getSettings,
  getUser,
  grantUserRole,
  listAudit,
  listCoachLogs,
  listUsers,
  revokeUserRole,
  revokeUserSession,
  unbanUser,
  updateSettings,
} from './admin.service';

/** Everything under /api/admin: 401 without a session, 403 for anyone but a superadmin, and every write audited. */
export function adminRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  routes.use('/admin/*', requireUser(deps), requireSuperadmin(deps));

  routes.get('/admin/overview', async (c) => c.json(await getOverview(db)));
  routes.get('/admin/users', async (c) => c.json(await listUsers(db, parseQuery(c, AdminUsersQuery))));
  routes.get('/admin/users/:id', async (c) => c.json(await getUser(db, parseParams(c, UserIdParam).id)));
  routes.post('/admin/users/:id/roles', async (c) => {
    const { id } = parseParams(c, UserIdParam);
    const { role } = await parseJsonBody(c, GrantRoleRequest);
    return c.json(await grantUserRole(db, c.var.user.id, id, role));
  });
  routes.delete('/admin/users/:id/roles/:role', async (c) => {
    const { id, role } = parseParams(c, UserRoleParams);
    return c.json(await revokeUserRole(db, c.var.user.id, id, role));
  });
  routes.delete('/admin/users/:id/sessions/:sessionId', async (c) => {
    const { id, sessionId } = parseParams(c, UserSessionParams);
    return c.json(await revokeUserSession(db, c.var.user.id, id, sessionId));
  });
  routes.post('/admin/users/:id/ban', async (c) => {
    const { id } = parseParams(c, UserIdParam);
    const { reason } = await parseJsonBody(c, BanUserRequest);
    return c.json(await banUser(db, c.var.user.id, id, reason));
  });
  routes.delete('/admin/users/:id/ban', async (c) =>
    c.json(await unbanUser(db, c.var.user.id, parseParams(c, UserIdParam).id)),
  );

  routes.get('/admin/settings', async (c) => c.json(await getSettings(db)));
  routes.put('/admin/settings', async (c) => {
    const changes = await parseJsonBody(c, UpdateAppSettingsRequest);
    return c.json(await updateSettings(db, c.var.user.id, changes));
  });

  // The sign-in providers' keys (/admin/signin-secrets) live with sign-in: src/auth/providers.
  routes.get('/admin/coach-logs', async (c) => c.json(await listCoachLogs(db, parseQuery(c, CoachLogsQuery))));
  routes.get('/admin/audit', async (c) => c.json(await listAudit(db, parseQuery(c, AuditQuery))));
  return routes;
}
