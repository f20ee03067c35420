import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryPrefsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { categoryPrefsQueryOptions } from './get-category-prefs';

export async function updateCategoryPrefs(categorySlugs: string[]): Promise<string[]> {
  return (await api.put<CategoryPrefsResponse>('/api/life-areas/category-prefs', { categorySlugs })).categorySlugs;
}

export function useUpdateCategoryPrefs() {
  const queryClient = useQueryClient();
  const { queryKey } = categoryPrefsQueryOptions;
  return useMutation({
    scope: { id: 'life-areas-category-prefs' },
    mutationFn: updateCategoryPrefs,
    onMutate: async (categorySlugs) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<string[]>(queryKey);
      queryClient.setQueryData(queryKey, categorySlugs);
      return { previous };
    },
    onError: (_error, _slugs, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
