import { Hono } from 'hono';
import { CreateTokenRequest, TokenParams } from '@lifeorbit/contracts/tokens';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams } from '../../core/validation';
import { requireUser } from '../sessions/guards';
import { createOwnToken, listOwnTokens, revokeOwnToken } from './tokens.service';

/**
 * A member's personal access tokens in settings (issue 41, item 2, ADR 047): listed (never the token, only its first
 * characters), made (the token answered once) and revoked. A token itself never opens these routes (token-gate.ts).
 */
export function tokenRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);

  routes.get('/tokens', signedIn, async (c) => c.json(await listOwnTokens(db, c.var.user.id)));
  routes.post('/tokens', signedIn, async (c) => {
    const request = await parseJsonBody(c, CreateTokenRequest);
    return c.json(await createOwnToken(deps, c.var.user.id, request), 201);
  });
  routes.delete('/tokens/:tokenId', signedIn, async (c) => {
    const { tokenId } = parseParams(c, TokenParams);
    return c.json(await revokeOwnToken(db, c.var.user.id, tokenId));
  });
  return routes;
}
