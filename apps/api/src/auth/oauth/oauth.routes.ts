import { Hono, type Context } from 'hono';
import {
  CreateOAuthAppRequest,
  OAuthClientParams,
  OAuthConsentRequest,
  type OAuthConsentResponse,
} from '@lifeorbit/contracts/oauth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { AppError } from '../../core/errors';
import { acceptBodyTypes } from '../../core/route-marker';
import { parseJsonBody, parseParams } from '../../core/validation';
import { CLIENT_IP_HEADER } from '../sessions/auth';
import { clientIp } from '../sessions/client-ip';
import { requireUser } from '../sessions/guards';
import {
  clientInfo,
  createOwnApp,
  deleteOwnApp,
  listOwnApps,
  listOwnGrants,
  revokeOwnGrant,
} from './oauth-apps.service';

const FORM = ['application/x-www-form-urlencoded'];

/**
 * OAuth apps (issue 41, item 3, ADR 050). Two kinds of route:
 * - the OAuth 2.1 server's own endpoints under /api/auth/oauth2/* (better-auth's provider plugin), passed on as they
 *   came, since an OAuth client expects the protocol's own errors (`{ error, error_description }`, RFC 6749): authorize
 *   (a browser's GET), token, revoke and introspect (a client's form posts), register (dynamic client registration,
 *   JSON, open to public clients). The plugin's own consent endpoint stays closed; the consent page posts to ours;
 * - ours: the consent page's Allow or Deny (/api/oauth/consent, checked by our contract, answered in our error shape,
 *   then passed to the plugin's consent endpoint), a member's own apps (/api/oauth/apps), the apps that act for them
 *   (/api/oauth/grants) and what the consent page shows of an app (/api/oauth/clients/:clientId).
 * No token opens any of them (the token gate: none is in the public API).
 */
export function oauthRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);

  const forward = async (c: Context<AppEnv>, body?: string, contentType?: string, path = c.req.path) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.delete('content-length');
    if (contentType) headers.set('content-type', contentType);
    const ip = clientIp(c, deps.config.TRUST_PROXY);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const url = new URL(path, c.req.url);
    url.search = new URL(c.req.url).search;
    return deps.auth.handler(new Request(url, { method: c.req.method, headers, body: body || undefined }));
  };

  routes.get('/auth/oauth2/authorize', (c) => forward(c));
  for (const endpoint of ['token', 'revoke', 'introspect']) {
    routes.post(`/auth/oauth2/${endpoint}`, acceptBodyTypes(FORM), async (c) => forward(c, await c.req.text()));
  }
  routes.post('/auth/oauth2/register', async (c) => forward(c, await c.req.text(), 'application/json'));
  routes.post('/oauth/consent', signedIn, async (c) => {
    const request = await parseJsonBody(c, OAuthConsentRequest);
    const response = await forward(c, JSON.stringify(request), 'application/json', '/api/auth/oauth2/consent');
    const answer = (await response.json().catch(() => null)) as
      (Partial<OAuthConsentResponse> & { error_description?: string; message?: string }) | null;
    if (!response.ok || !answer?.url) {
      const why = answer?.error_description ?? answer?.message ?? 'This request has expired or is not valid';
      throw new AppError('validation_failed', `oauth_query: ${why}`, [
        { field: 'oauth_query', code: 'invalid_value', message: why },
      ]);
    }
    return c.json({ redirect: true, url: answer.url } satisfies OAuthConsentResponse);
  });

  routes.get('/oauth/apps', signedIn, async (c) => c.json(await listOwnApps(db, c.var.user.id)));
  routes.post('/oauth/apps', signedIn, async (c) => {
    const request = await parseJsonBody(c, CreateOAuthAppRequest);
    return c.json(await createOwnApp(deps, c.var.user.id, c.req.raw.headers, request), 201);
  });
  routes.delete('/oauth/apps/:clientId', signedIn, async (c) => {
    const { clientId } = parseParams(c, OAuthClientParams);
    return c.json(await deleteOwnApp(db, c.var.user.id, clientId));
  });
  routes.get('/oauth/grants', signedIn, async (c) => c.json(await listOwnGrants(db, c.var.user.id)));
  routes.delete('/oauth/grants/:clientId', signedIn, async (c) => {
    const { clientId } = parseParams(c, OAuthClientParams);
    return c.json(await revokeOwnGrant(db, c.var.user.id, clientId));
  });
  routes.get('/oauth/clients/:clientId', signedIn, async (c) => {
    const { clientId } = parseParams(c, OAuthClientParams);
    return c.json(await clientInfo(db, clientId));
  });
  return routes;
}
