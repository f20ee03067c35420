/**
 * The public API (issue 41, ADR 045): the table of member-facing routes with their contracts, the scope each needs,
 * and the OpenAPI 3.1 document made from them. One file per part in public-api/; this one gathers them under one
 * import path (`@lifeorbit/contracts/public-api`).
 */
export {
  API_VERSION_HEADER,
  OPENAPI_PATH,
  PUBLIC_API_VERSION,
  PUBLIC_AREAS,
  PUBLIC_TAGS,
  accessOf,
  errorsOf,
  honoPathOf,
  openApiPathOf,
} from './public-api/kit';
export type {
  ErrorStatus,
  HttpMethod,
  PublicAccess,
  PublicArea,
  PublicRoute,
  PublicTag,
  RouteExample,
} from './public-api/kit';
export { PUBLIC_ROUTES, findPublicRoute, publicRouteFor } from './public-api/routes';
export { buildOpenApiDocument } from './public-api/openapi';
export type { OpenApiDocument, OpenApiOptions } from './public-api/openapi';
