import { Hono } from 'hono';
import { WayInParams, type SignInProvidersResponse } from '@lifeorbit/contracts';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseParams } from '../../core/validation';
import { requireUser } from '../sessions/guards';
import { signInProviders } from './sign-in-providers';
import { unlinkProvider, waysIn } from './ways-in.service';

/**
 * Signing in with providers (issue 29): the buttons the sign-in page shows, and a member's ways in (settings).
 * The sign-in itself, linking and the callbacks are better-auth's, behind the proxy (sessions/auth.routes.ts).
 */
export function signInRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const providers = signInProviders(deps);

  routes.get('/sign-in/providers', async (c) => {
    const body: SignInProvidersResponse = { providers: await providers.current() };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  routes.get('/sign-in/ways', requireUser(deps), async (c) =>
    c.json(await waysIn(db, c.var.user.id, await providers.current())),
  );
  routes.delete('/sign-in/ways/:provider', requireUser(deps), async (c) => {
    const { provider } = parseParams(c, WayInParams);
    return c.json(await unlinkProvider(db, c.var.user.id, provider, await providers.current()));
  });
  return routes;
}
