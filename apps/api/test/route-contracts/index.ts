import type { z } from 'zod';
import { ACCOUNT_CONTRACTS } from './account';
import { COMMUNITY_CONTRACTS } from './community';
import { LIFE_CONTRACTS } from './life';
import { PUBLIC_CONTRACTS } from './public';
import { STAFF_CONTRACTS } from './staff';
import { TRAINING_CONTRACTS } from './training';
import { WEBHOOK_CONTRACTS } from './webhooks';
import { MCP_CONTRACTS } from './mcp';
import { OAUTH_CONTRACTS } from './oauth';

/**
 * The contract each API route parses its JSON body and query string with (issue 25), so the text walk knows every
 * text field of every route, including those the matrix's valid bodies leave out. A route missing here fails the
 * walk's first test, as a route missing from the matrix fails the matrix.
 */
export interface RouteContracts {
  body?: z.ZodType;
  query?: z.ZodType;
}

/** Every route's contracts, gathered from one file an area (the public API's from its table). */
export const ROUTE_CONTRACTS: Record<string, RouteContracts> = {
  ...ACCOUNT_CONTRACTS,
  ...PUBLIC_CONTRACTS,
  ...TRAINING_CONTRACTS,
  ...LIFE_CONTRACTS,
  ...COMMUNITY_CONTRACTS,
  ...STAFF_CONTRACTS,
  ...WEBHOOK_CONTRACTS,
  ...MCP_CONTRACTS,
  ...OAUTH_CONTRACTS,
};

export { AUTH_CONTRACTS } from './account';
