import type { ApiModule } from '../../core/module';
import { mcpRoutes } from './mcp.routes';

export { protectedResourceMetadata, PROTECTED_RESOURCE_PATH, MCP_PATH } from './mcp.routes';

/** The MCP server (issue 41, item 5): tools for an assistant to read and log a member's training. */
export const mcpModule: ApiModule = { name: 'mcp', routes: mcpRoutes };
