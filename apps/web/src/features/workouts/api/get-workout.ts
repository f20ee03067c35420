import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { workoutKeys } from './keys';

export function getWorkout(workoutId: string, lang: string) {
  return api.get<WorkoutDetail>(`/api/workouts/${encodeURIComponent(workoutId)}?lang=${lang}`);
}

/** Spec §9: the workout detail is stale at once (always refetched when the page mounts). */
export function workoutQueryOptions(workoutId: string, lang: string) {
  return queryOptions({
    queryKey: workoutKeys.detail(workoutId, lang),
    queryFn: () => getWorkout(workoutId, lang),
    staleTime: 0,
  });
}

export function useWorkout(workoutId: string, lang: string) {
  return useQuery(workoutQueryOptions(workoutId, lang));
}
