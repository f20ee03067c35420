import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestionResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { workoutCoachingQueryOptions } from './get-workout-coaching';
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

/**
 * The suggestion context of a workout exercise: its part of the workout's coaching read, else (an exercise added
 * since, or that read failed) its own read.
 */
export function useSuggestionContext(workoutId: string, workoutExerciseId: string, enabled = true) {
  const ofWorkout = useQuery({
    ...workoutCoachingQueryOptions(workoutId),
    enabled,
    select: (coaching) => coaching.suggestions.find((entry) => entry.workoutExerciseId === workoutExerciseId),
  });
  const own = useQuery({
    ...suggestionQueryOptions(workoutExerciseId),
    enabled: enabled && !ofWorkout.isPending && ofWorkout.data === undefined,
  });
  const data = ofWorkout.data ?? own.data;
  return { data, isSuccess: data !== undefined, isError: data === undefined && own.isError };
}
