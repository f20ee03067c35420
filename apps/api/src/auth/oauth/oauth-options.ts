import type { oauthProvider } from '@better-auth/oauth-provider';
import { OAUTH_SCOPES } from '@lifeorbit/contracts/oauth';
import { hashToken } from '../tokens/tokens.service';

/** What an app's access token starts with (a personal token starts with `lo_`): the token gate tells them apart. */
export const OAUTH_ACCESS_TOKEN_PREFIX = 'loa_';
export const OAUTH_REFRESH_TOKEN_PREFIX = 'lor_';
export const OAUTH_CLIENT_SECRET_PREFIX = 'los_';

/** Where the plugin sends the member: our consent page, which also asks a signed-out member to sign in first. */
export const OAUTH_CONSENT_PAGE = '/oauth/consent';

/** An access token lives an hour; its refresh token (with `offline_access`) 30 days, renewed at each refresh. */
export const OAUTH_ACCESS_TOKEN_SECONDS = 60 * 60;

/** The resources a token may name (RFC 8707): the MCP server (what its protected-resource metadata names), the API. */
export function oauthResources(publicUrl: string): string[] {
  return [new URL('/api/mcp', publicUrl).toString(), new URL('/api', publicUrl).toString()];
}

/**
 * @better-auth/oauth-provider's options (issue 41, item 3, ADR 050): an OAuth 2.1 authorization server under
 * /api/auth/oauth2/* with the authorization code and PKCE (S256 only, required of every client), refresh tokens,
 * revocation, introspection and dynamic client registration open to public clients (MCP clients register themselves).
 * No OpenID Connect: without the jwt plugin the access tokens are opaque, kept as their SHA-256 like personal tokens,
 * and read by our token gate; client secrets are kept encrypted with the auth secret (the plugin requires it then).
 */
export function oauthProviderOptions(publicUrl: string): Parameters<typeof oauthProvider>[0] {
  return {
    loginPage: OAUTH_CONSENT_PAGE,
    consentPage: OAUTH_CONSENT_PAGE,
    scopes: [...OAUTH_SCOPES],
    disableJwtPlugin: true,
    grantTypes: ['authorization_code', 'refresh_token'],
    allowDynamicClientRegistration: true,
    allowUnauthenticatedClientRegistration: true,
    clientRegistrationDefaultScopes: [...OAUTH_SCOPES],
    clientRegistrationAllowedScopes: [...OAUTH_SCOPES],
    clientRegistrationRequirePKCE: true,
    // MCP clients on the member's computer (Cursor, Claude Code) register an http://127.0.0.1 callback without saying
    // they are native: such a client is taken as native, and a web client's redirect rules stay as strict.
    clientRegistrationDefaultApplicationType: 'infer',
    accessTokenExpiresIn: OAUTH_ACCESS_TOKEN_SECONDS,
    storeTokens: { hash: (token) => hashToken(token) },
    prefix: {
      opaqueAccessToken: OAUTH_ACCESS_TOKEN_PREFIX,
      refreshToken: OAUTH_REFRESH_TOKEN_PREFIX,
      clientSecret: OAUTH_CLIENT_SECRET_PREFIX,
    },
    resources: oauthResources(publicUrl).map((identifier) => ({
      identifier,
      name: identifier.endsWith('/mcp') ? 'LifeOrbit MCP server' : 'LifeOrbit API',
    })),
    enforcePerClientResources: false,
  };
}
