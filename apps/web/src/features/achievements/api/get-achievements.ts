import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AchievementsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

export const achievementsQueryKey = ['achievements'] as const;

export function getAchievements() {
  return api.get<AchievementsResponse>('/api/achievements');
}

export function achievementsQueryOptions() {
  return queryOptions({ queryKey: achievementsQueryKey, queryFn: getAchievements, staleTime: 60_000 });
}

/** Every badge: earned with its date, or the progress toward it. */
export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
