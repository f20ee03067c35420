import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PinnedSubcategory, PinsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { lifeQueryKeys } from '@/lib/life-query-keys';

/** The member's pinned life-area subcategories (spec §7 Pinned), named in the current language. */
export async function getPinnedSubcategories(lang: string): Promise<PinnedSubcategory[]> {
  return (await api.get<PinsResponse>(`/api/life-areas/pins?lang=${lang}`)).pins;
}

export const pinnedSubcategoriesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: lifeQueryKeys.pins(lang),
    queryFn: () => getPinnedSubcategories(lang),
    staleTime: 30_000,
  });

export function usePinnedSubcategories(lang: string) {
  return useQuery(pinnedSubcategoriesQueryOptions(lang));
}
