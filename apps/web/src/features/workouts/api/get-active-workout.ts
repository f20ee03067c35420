import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveWorkoutResponse } from '@lifeorbit/contracts';
import { workoutReadPaths } from './paths';
import { api } from '@/lib/api';
import { loadActiveWorkout } from '../offline/workout-outbox';
import { workoutKeys } from './keys';

export function getActiveWorkout() {
  return api.get<ActiveWorkoutResponse>(workoutReadPaths.active);
}

/** Spec §9: stale after 15 s, refetched when the window regains focus, one retry. */
export const activeWorkoutQueryOptions = queryOptions({
  queryKey: workoutKeys.active(),
  queryFn: ({ client }) => loadActiveWorkout(client, getActiveWorkout),
  networkMode: 'always',
  staleTime: 15_000,
  refetchOnWindowFocus: true,
  retry: 1,
});

export function useActiveWorkout() {
  return useQuery(activeWorkoutQueryOptions);
}
