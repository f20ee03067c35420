import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueFiltersResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { catalogueKeys } from './keys';

export function getCatalogueFilters(lang: string): Promise<CatalogueFiltersResponse> {
  return api.get<CatalogueFiltersResponse>(`/api/catalogue/filters?lang=${lang}`);
}

export function catalogueFiltersQueryOptions(lang: string) {
  return queryOptions({ queryKey: catalogueKeys.filters(lang), queryFn: () => getCatalogueFilters(lang) });
}

/** Muscles, equipment, movement patterns and grips, named in the language. */
export function useCatalogueFilters(lang: string) {
  return useQuery(catalogueFiltersQueryOptions(lang));
}
