import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymLeaderboardResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { gymKeys } from './keys';

export function getGymLeaderboard(gymId: string) {
  return api.get<GymLeaderboardResponse>(`/api/gyms/${gymId}/leaderboard`);
}

export function gymLeaderboardQueryOptions(gymId: string) {
  return queryOptions({ queryKey: gymKeys.leaderboard(gymId), queryFn: () => getGymLeaderboard(gymId) });
}

export function useGymLeaderboard(gymId: string) {
  return useQuery(gymLeaderboardQueryOptions(gymId));
}
