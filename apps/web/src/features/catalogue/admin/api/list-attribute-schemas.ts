import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttributeSchemasResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys } from './keys';

export const listAttributeSchemas = (lang: string) =>
  api.get<AttributeSchemasResponse>(`/api/admin/attribute-schemas?lang=${encodeURIComponent(lang)}`);

export const attributeSchemasQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: catalogueAdminKeys.attributeSchemas(lang),
    queryFn: () => listAttributeSchemas(lang),
    staleTime: 0,
  });

export function useAttributeSchemas(lang: string) {
  return useQuery(attributeSchemasQueryOptions(lang));
}
