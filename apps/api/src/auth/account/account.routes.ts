import { Hono } from 'hono';
import { DeleteAccountRequest } from '@lifeorbit/contracts/data';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody } from '../../core/validation';
import type { AuthNeeds } from '../needs';
import { requireUser } from '../sessions/guards';
import { deleteAccount } from './account.service';

/** Deleting one's account under /api/data (issue 24, ADR 032): the password again, then everything goes. */
export function accountRoutes(
  deps: AppDeps,
  needs: Pick<AuthNeeds, 'removeAvatar' | 'logAdminAction' | 'clearMemberTraining'>,
) {
  const routes = new Hono<AppEnv>();

  routes.delete('/data/account', requireUser(deps), async (c) => {
    const { password } = await parseJsonBody(c, DeleteAccountRequest);
    await deleteAccount(deps.database.db, deps.auth, deps.storage, needs, c.var.user.id, password);
    return c.body(null, 204);
  });

  return routes;
}
