import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestionResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { trainingRulesKeys } from './training-rules-keys';

export function getSuggestion(workoutExerciseId: string) {
  return api.get<SuggestionResponse>(`/api/workout-exercises/${encodeURIComponent(workoutExerciseId)}/suggestion`);
}

/**
 * The server's suggestion for a workout exercise and what it came from (the member's last working set, targets,
 * weight model, strategy). The page computes the next set again from this and the sets it has, so it keeps
 * suggesting offline once this was read.
 */
export function suggestionQueryOptions(workoutExerciseId: string) {
  return queryOptions({
    queryKey: trainingRulesKeys.suggestion(workoutExerciseId),
    queryFn: () => getSuggestion(workoutExerciseId),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function useSuggestionContext(workoutExerciseId: string, enabled = true) {
  return useQuery({ ...suggestionQueryOptions(workoutExerciseId), enabled });
}
