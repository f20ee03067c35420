import { Hono } from 'hono';
import { UpdateProfileRequest } from '@lifeorbit/contracts';
import { requireUser } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody } from '../../core/validation';
import { getProfileSettings, updateProfile } from './profile.service';

export function profileRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/profile', requireUser(deps), async (c) =>
    c.json(await getProfileSettings(deps.database.db, c.var.user.id)),
  );
  routes.patch('/profile', requireUser(deps), async (c) => {
    const changes = await parseJsonBody(c, UpdateProfileRequest);
    return c.json(await updateProfile(deps.database.db, c.var.user.id, changes));
  });
  return routes;
}
