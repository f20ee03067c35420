import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoalsResponse, LifeGoal } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { localDay } from '@/lib/local-date';

/** The member's goals of one subcategory, with recent check-ins and the streak as of the member's today. */
export async function getGoals(subcategorySlug: string, today: string): Promise<LifeGoal[]> {
  const query = new URLSearchParams({ sub: subcategorySlug, today });
  return (await api.get<GoalsResponse>(`/api/life-areas/goals?${query}`)).goals;
}

export const goalsQueryKey = (subcategorySlug: string) => ['life-areas', 'goals', subcategorySlug] as const;

export const goalsQueryOptions = (subcategorySlug: string) =>
  queryOptions({
    queryKey: goalsQueryKey(subcategorySlug),
    queryFn: () => getGoals(subcategorySlug, localDay()),
    staleTime: 0,
  });

export function useGoals(subcategorySlug: string) {
  return useQuery(goalsQueryOptions(subcategorySlug));
}
