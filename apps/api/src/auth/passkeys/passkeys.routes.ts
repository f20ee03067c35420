import { Hono } from 'hono';
import { PasskeyParams, RenamePasskeyRequest } from '@lifeorbit/contracts/passkeys';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams } from '../../core/validation';
import { signInProviders } from '../providers/sign-in-providers';
import { requireUser } from '../sessions/guards';
import { removeOwnPasskey, renameOwnPasskey } from './passkeys.service';

/**
 * A member's passkeys (issue 29, item 4): added through better-auth's ceremony behind the proxy, renamed and removed
 * here. Each answer is the member's ways in, as /api/sign-in/ways gives them.
 */
export function passkeyRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const providers = signInProviders(deps);

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
