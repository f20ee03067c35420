import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseProgressResponse, ProgressRange } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { progressKeys } from './keys';

export function getExerciseProgress(exerciseId: string, range: ProgressRange, lang: string) {
  return api.get<ExerciseProgressResponse>(`/api/progress/exercises/${exerciseId}?range=${range}&lang=${lang}`);
}

export function exerciseProgressQueryOptions(exerciseId: string, range: ProgressRange, lang: string) {
  return queryOptions({
    queryKey: progressKeys.exercise(exerciseId, range, lang),
    queryFn: () => getExerciseProgress(exerciseId, range, lang),
    staleTime: 60_000,
  });
}

/** One exercise's sessions over a range and its records; the previous range stays drawn while the next loads. */
export function useExerciseProgress(exerciseId: string | null, range: ProgressRange, lang: string) {
  return useQuery({
    ...exerciseProgressQueryOptions(exerciseId ?? '', range, lang),
    enabled: exerciseId !== null,
    placeholderData: keepPreviousData,
  });
}
