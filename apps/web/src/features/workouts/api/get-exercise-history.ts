import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseHistoryResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
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

/** `enabled` false for a finished workout, whose grid shows no Previous column: nothing to ask per exercise. */
export function usePreviousPerformance(exerciseId: string, workoutId: string, enabled = true) {
  return useQuery({ ...previousPerformanceQueryOptions(exerciseId, workoutId), enabled });
}
