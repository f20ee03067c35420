import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { OpenApiDocument } from '../lib/reference';
import { developersKeys } from './keys';

/** The public API's OpenAPI document, as the server makes it from the contracts (ADR 045). */
export function getOpenApiDocument(): Promise<OpenApiDocument> {
  return api.get<OpenApiDocument>('/api/openapi.json');
}

export function openApiDocumentQueryOptions() {
  // The document changes only with a new release: kept for the visit, like the server's five-minute cache.
  return queryOptions({ queryKey: developersKeys.openApi, queryFn: getOpenApiDocument, staleTime: 5 * 60_000 });
}

export function useOpenApiDocument() {
  return useQuery(openApiDocumentQueryOptions());
}
