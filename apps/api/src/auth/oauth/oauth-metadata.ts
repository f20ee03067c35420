import type { Context } from 'hono';
import type { AppDeps } from '../../core/deps';

export const AUTH_SERVER_METADATA_PATH = '/.well-known/oauth-authorization-server';

/** The authorization server's issuer: better-auth's base URL (the plugin's endpoints are under it). */
export function oauthIssuer(publicUrl: string): string {
  return new URL('/api/auth', publicUrl).toString();
}

/**
 * The OAuth 2.1 server's metadata (RFC 8414), as the provider plugin writes it: its endpoints, the scopes, PKCE with
 * S256 only, the registration endpoint. The plugin answers it for `/.well-known/oauth-authorization-server/api/auth`
 * (its issuer's path); the root path is given the same document.
 */
export function oauthServerMetadata(deps: Pick<AppDeps, 'auth' | 'config'>) {
  return async (c: Context) => {
    const url = new URL(`${AUTH_SERVER_METADATA_PATH}/api/auth`, deps.config.publicUrl);
    const response = await deps.auth.handler(
      new Request(url, { method: 'GET', headers: { accept: 'application/json' } }),
    );
    if (!response.ok) return c.json({ error: 'not_found' }, 404);
    return c.json(await response.json(), 200, { 'Cache-Control': 'public, max-age=300' });
  };
}
