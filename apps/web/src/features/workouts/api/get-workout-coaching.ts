import { queryOptions } from '@tanstack/react-query';
import type { WorkoutCoachingResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { trainingRulesKeys } from './training-rules-keys';

export function getWorkoutCoaching(workoutId: string) {
  return api.get<WorkoutCoachingResponse>(`/api/workouts/${encodeURIComponent(workoutId)}/coaching`);
}

/**
 * What the workout's cards coach with, in one read (issue 15): each exercise's suggestion and previous performance.
 * A card reads its own part with `select`, and asks the per-exercise routes only for what this answer lacks (an
 * exercise added since) or when it failed.
 */
export function workoutCoachingQueryOptions(workoutId: string) {
  return queryOptions({
    queryKey: trainingRulesKeys.ofWorkout(workoutId),
    queryFn: () => getWorkoutCoaching(workoutId),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
