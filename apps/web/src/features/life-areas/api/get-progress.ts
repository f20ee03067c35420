import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressResponse, SubcategoryProgress } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { localDay } from '@/lib/local-date';

export async function getProgress(today: string): Promise<SubcategoryProgress[]> {
  return (await api.get<ProgressResponse>(`/api/life-areas/progress?today=${today}`)).subcategories;
}

export const progressQueryOptions = queryOptions({
  queryKey: ['life-areas', 'progress'],
  queryFn: () => getProgress(localDay()),
  staleTime: 0,
});

/** Goals, best streak and last check-in per subcategory, for the atlas and the training dashboard. */
export function useProgress() {
  return useQuery(progressQueryOptions);
}
