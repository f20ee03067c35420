import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubcategoryLookupResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useAppLanguage } from '@/lib/use-app-language';

/** Spec §7: the subcategory and its category's slug, by the subcategory's slug. */
export function lookupSubcategory(slug: string, lang: string): Promise<SubcategoryLookupResponse> {
  return api.get<SubcategoryLookupResponse>(`/api/life-areas/subcategories/${encodeURIComponent(slug)}?lang=${lang}`);
}

export const subcategoryLookupQueryOptions = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['life-areas', 'subcategory', slug, lang],
    queryFn: () => lookupSubcategory(slug, lang),
  });

export function useSubcategoryLookup(slug: string) {
  return useQuery(subcategoryLookupQueryOptions(slug, useAppLanguage()));
}
