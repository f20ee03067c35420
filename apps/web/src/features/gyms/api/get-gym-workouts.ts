import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymWorkoutsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { gymKeys } from './keys';

export function getGymWorkouts(gymId: string) {
  return api.get<GymWorkoutsResponse>(`/api/gyms/${gymId}/workouts`);
}

export function gymWorkoutsQueryOptions(gymId: string) {
  return queryOptions({ queryKey: gymKeys.workouts(gymId), queryFn: () => getGymWorkouts(gymId) });
}

export function useGymWorkouts(gymId: string) {
  return useQuery(gymWorkoutsQueryOptions(gymId));
}
