import type { RouteContracts } from '.';

/** The MCP server (issue 41): JSON-RPC messages, whose tools are checked by the public API's own contracts. */
export const MCP_CONTRACTS: Record<string, RouteContracts> = {
  'POST /api/mcp': {},
  'GET /api/mcp': {},
  'DELETE /api/mcp': {},
};
