import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutGymResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { gymKeys } from './keys';
import { gymReadPaths } from './paths';

export function getWorkoutGym(workoutId: string) {
  return api.get<WorkoutGymResponse>(gymReadPaths.workoutGym(workoutId));
}

export function workoutGymQueryOptions(workoutId: string | undefined) {
  return queryOptions({
    queryKey: gymKeys.workoutGym(workoutId ?? ''),
    queryFn: () => getWorkoutGym(workoutId ?? ''),
    enabled: Boolean(workoutId),
    staleTime: 60_000,
  });
}

/** The gym a workout is logged at (its plates and equipment), or none. */
export function useWorkoutGym(workoutId: string | undefined) {
  return useQuery(workoutGymQueryOptions(workoutId));
}
