import { everyone, type AreaMatrix } from '../../../test/permission-matrix-kit';

const listTools = () => ({ jsonrpc: '2.0', id: 1, method: 'tools/list' });

/**
 * The MCP server (issue 41): only a personal access token signs in (mcp.routes.test.ts calls it with tokens); a
 * session cookie, staff's included, is not one, so every actor of the matrix gets 401.
 */
export const permissionMatrix: AreaMatrix = {
  rows: [
    { method: 'POST', route: '/api/mcp', body: listTools, expect: everyone(401) },
    { method: 'GET', route: '/api/mcp', expect: everyone(401) },
    { method: 'DELETE', route: '/api/mcp', expect: everyone(401) },
  ],
};
