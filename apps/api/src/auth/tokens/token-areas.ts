import { publicRouteFor } from '@lifeorbit/contracts/public-api';
import type { TokenArea } from '@lifeorbit/contracts/tokens';

/** What a token needs to make a request: read or write on one area. */
export interface TokenNeed {
  area: TokenArea;
  write: boolean;
}

/**
 * The scope a personal access token needs for a request (issue 41, ADR 047), read from the public API's table in
 * packages/contracts (ADR 045): read on the route's area for a GET (or HEAD), write for any other method. A request
 * that is not a route of the public API needs what no token has (null, a 403 `token_not_allowed`): the admin, the
 * account and better-auth's routes, two-factor, passkeys, sign-in providers, the tokens themselves, data export and
 * deletion, everything social. An allow-list, so that a route added later stays closed to tokens until the table
 * names it.
 */
export function tokenNeedOf(method: string, path: string): TokenNeed | 'any' | null {
  // The MCP server takes any valid token: each of its tools calls the public API with it, where the tool's own
  // scope is checked (ADR 048).
  if (path === '/api/mcp') return 'any';
  const route = publicRouteFor(method, path);
  return route && { area: route.area, write: route.access === 'write' };
}
