import { CreateOAuthAppRequest, OAuthConsentRequest } from '@lifeorbit/contracts/oauth';
import type { RouteContracts } from '.';

/**
 * OAuth apps (issue 41, item 3): settings' routes and the consent page's answer. The OAuth server's own endpoints
 * (authorize, token, revoke, introspect, register) take the protocol's parameters, checked by the provider plugin.
 */
export const OAUTH_CONTRACTS: Record<string, RouteContracts> = {
  'GET /api/auth/oauth2/authorize': {},
  'POST /api/oauth/consent': { body: OAuthConsentRequest },
  'POST /api/auth/oauth2/token': {},
  'POST /api/auth/oauth2/revoke': {},
  'POST /api/auth/oauth2/introspect': {},
  'POST /api/auth/oauth2/register': {},
  'GET /api/oauth/apps': {},
  'POST /api/oauth/apps': { body: CreateOAuthAppRequest },
  'DELETE /api/oauth/apps/:clientId': {},
  'GET /api/oauth/grants': {},
  'DELETE /api/oauth/grants/:clientId': {},
  'GET /api/oauth/clients/:clientId': {},
};
