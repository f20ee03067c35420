import { PUBLIC_ROUTES, honoPathOf } from '@lifeorbit/contracts/public-api';
import type { RouteContracts } from '.';

/**
 * The public API's routes (issue 41): their body and query contracts come from its table in packages/contracts, the
 * same rows the OpenAPI document is made from, so the walk and the document cannot disagree.
 */
export const PUBLIC_CONTRACTS: Record<string, RouteContracts> = {
  ...Object.fromEntries(
    PUBLIC_ROUTES.map((row) => [
      `${row.method} ${honoPathOf(row.path)}`,
      { ...(row.body ? { body: row.body } : {}), ...(row.query ? { query: row.query } : {}) },
    ]),
  ),
  // The document itself: no body, no query.
  'GET /api/openapi.json': {},
};
