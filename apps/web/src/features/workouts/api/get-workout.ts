import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { loadWorkout } from '../offline/workout-outbox';
import { workoutKeys } from './keys';
import { workoutReadPaths } from './paths';

export function getWorkout(workoutId: string, lang: string) {
  return api.get<WorkoutDetail>(workoutReadPaths.detail(workoutId, lang));
}

/**
 * Spec §9: the workout detail is stale at once (always refetched when the page mounts). It loads without a network
 * too (the copy kept on this device), with the member's waiting writes on top.
 */
export function workoutQueryOptions(workoutId: string, lang: string) {
  return queryOptions({
    queryKey: workoutKeys.detail(workoutId, lang),
    queryFn: ({ client }) => loadWorkout(client, workoutId, lang, () => getWorkout(workoutId, lang)),
    staleTime: 0,
    networkMode: 'always',
    // Coming back to the tab shows what another device changed meanwhile.
    refetchOnWindowFocus: true,
  });
}

export function useWorkout(workoutId: string, lang: string) {
  return useQuery(workoutQueryOptions(workoutId, lang));
}
