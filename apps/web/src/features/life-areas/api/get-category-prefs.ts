import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryPrefsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

export async function getCategoryPrefs(): Promise<string[]> {
  return (await api.get<CategoryPrefsResponse>('/api/life-areas/category-prefs')).categorySlugs;
}

export const categoryPrefsQueryOptions = queryOptions({
  queryKey: ['life-areas', 'category-prefs'],
  queryFn: getCategoryPrefs,
  staleTime: 30_000,
});

/** The member's order of the categories (empty: the default order). Signed-in members only. */
export function useCategoryPrefs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoryPrefsQueryOptions, enabled });
}
