import { Hono } from 'hono';
import { UpdateFitnessProfileRequest, UpdateProfileRequest } from '@lifeorbit/contracts';
import { requireUser } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody } from '../../core/validation';
import { getFitnessProfile, updateFitnessProfile } from './fitness-profile.service';
import { updateProfile } from './profile.service';

export function profileRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.patch('/profile', requireUser(deps), async (c) => {
    const changes = await parseJsonBody(c, UpdateProfileRequest);
    return c.json(await updateProfile(deps.database.db, c.var.user.id, changes));
  });
  routes.get('/fitness/profile', requireUser(deps), async (c) =>
    c.json(await getFitnessProfile(deps.database.db, c.var.user.id)),
  );
  routes.put('/fitness/profile', requireUser(deps), async (c) => {
    const changes = await parseJsonBody(c, UpdateFitnessProfileRequest);
    return c.json(await updateFitnessProfile(deps.database.db, c.var.user.id, changes));
  });
  return routes;
}
