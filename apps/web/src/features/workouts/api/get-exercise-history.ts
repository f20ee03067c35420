import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseHistoryResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { workoutCoachingQueryOptions } from './get-workout-coaching';
import { workoutKeys } from './keys';

export function getExerciseHistory(exerciseId: string, excludeWorkoutId: string, limit = 1) {
  const query = new URLSearchParams({ limit: String(limit), excludeWorkoutId });
  return api.get<ExerciseHistoryResponse>(`/api/exercises/${encodeURIComponent(exerciseId)}/history?${query}`);
}

/** The member's previous performance of an exercise (before this workout): the Previous column of the set grid. */
export function previousPerformanceQueryOptions(exerciseId: string, workoutId: string) {
  return queryOptions({
    queryKey: workoutKeys.exerciseHistory(exerciseId, workoutId),
    queryFn: () => getExerciseHistory(exerciseId, workoutId, 1),
    staleTime: 5 * 60_000,
  });
}

/**
 * The exercise's part of the workout's coaching read, else (an exercise added since, or that read failed) its own
 * read. `enabled` false for a finished workout, whose grid shows no Previous column: nothing to ask.
 */
export function usePreviousPerformance(
  exerciseId: string,
  workoutId: string,
  enabled = true,
): { data: ExerciseHistoryResponse | undefined } {
  const ofWorkout = useQuery({
    ...workoutCoachingQueryOptions(workoutId),
    enabled,
    select: (coaching) => coaching.previous.find((entry) => entry.exerciseId === exerciseId),
  });
  const own = useQuery({
    ...previousPerformanceQueryOptions(exerciseId, workoutId),
    enabled: enabled && !ofWorkout.isPending && ofWorkout.data === undefined,
  });
  return { data: ofWorkout.data ?? own.data };
}
