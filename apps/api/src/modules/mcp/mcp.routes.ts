import { Hono, type Context } from 'hono';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { OAUTH_SCOPES } from '@lifeorbit/contracts/oauth';
import { oauthIssuer } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { errorBody } from '../../core/errors';
import { apiCaller } from './api-caller';
import { registerTools } from './tools';

/** Where a client learns how to authenticate to the MCP server (RFC 9728, as the MCP authorization spec says). */
export const PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource';
export const MCP_PATH = '/api/mcp';

/** The protected resource's metadata: this server's MCP endpoint, signed in with a Bearer token (personal or an app's). */
export function protectedResourceMetadata(deps: Pick<AppDeps, 'config'>) {
  return (c: Context) =>
    c.json(
      {
        resource: new URL(MCP_PATH, deps.config.publicUrl).toString(),
        // OAuth apps (issue 41, item 3; ADR 050): an MCP client registers itself and asks the member's consent there.
        authorization_servers: [oauthIssuer(deps.config.publicUrl)],
        scopes_supported: [...OAUTH_SCOPES],
        bearer_methods_supported: ['header'],
        resource_name: 'LifeOrbit',
        resource_documentation: new URL('/developers', deps.config.publicUrl).toString(),
      },
      200,
      { 'Cache-Control': 'public, max-age=300' },
    );
}

/**
 * LifeOrbit's MCP server (issue 41, item 5; ADR 048): Streamable HTTP at /api/mcp with the official SDK, stateless
 * (a server and transport each request, answers as JSON), signed in with a personal access token as a Bearer header;
 * the token gate (auth/tokens) has checked the token before this runs, and each tool's scope is checked where the tool
 * calls the public API. A call without a token is a 401 whose WWW-Authenticate names the protected-resource metadata.
 */
export function mcpRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const handle = async (c: Context<AppEnv>) => {
    if (!c.var.apiToken) {
      const metadata = new URL(PROTECTED_RESOURCE_PATH, deps.config.publicUrl).toString();
      return c.json(
        errorBody('unauthenticated', "The MCP server needs a Bearer token: a personal access token, or an OAuth app's"),
        401,
        {
          'WWW-Authenticate': `Bearer resource_metadata="${metadata}"`,
        },
      );
    }
    const server = new McpServer({ name: 'lifeorbit', version: '1.0.0' });
    registerTools(server, apiCaller(deps, c.req.raw, c.env));
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  };
  // POST carries the JSON-RPC messages; stateless, GET (a stream of the server's own messages) and DELETE (ending a
  // session) are answered 405 by the transport, after the same sign-in.
  routes.post('/mcp', handle);
  routes.get('/mcp', handle);
  routes.delete('/mcp', handle);
  return routes;
}
