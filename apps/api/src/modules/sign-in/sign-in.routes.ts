import { Hono } from 'hono';
import { WayInParams, type SignInProvidersResponse } from '@lifeorbit/contracts';
import { PasskeyParams, RenamePasskeyRequest } from '@lifeorbit/contracts/passkeys';
import { requireUser } from '../../auth/guards';
import { signInProviders } from '../../auth/sign-in-providers';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams } from '../../core/validation';
import { removeOwnPasskey, renameOwnPasskey, unlinkProvider, waysIn } from './sign-in.service';

/**
 * Signing in with providers (issue 29): the buttons the sign-in page shows, and a member's ways in (settings).
 * The sign-in itself, linking and the callbacks are better-auth's, behind the proxy in modules/auth.
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
  // A member's passkeys (issue 29, item 4): added through better-auth's ceremony, renamed and removed here.
  routes.patch('/sign-in/passkeys/:passkeyId', requireUser(deps), async (c) => {
    const { passkeyId } = parseParams(c, PasskeyParams);
    const { name } = await parseJsonBody(c, RenamePasskeyRequest);
    return c.json(await renameOwnPasskey(db, c.var.user.id, passkeyId, name, await providers.current()));
  });
  routes.delete('/sign-in/passkeys/:passkeyId', requireUser(deps), async (c) => {
    const { passkeyId } = parseParams(c, PasskeyParams);
    return c.json(await removeOwnPasskey(db, c.var.user.id, passkeyId, await providers.current()));
  });
  return routes;
}
