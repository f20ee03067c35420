import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseListResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { workoutKeys } from './keys';

export function searchExercises(query: string, lang: string) {
  const params = new URLSearchParams({ lang, limit: '30' });
  if (query) params.set('q', query);
  return api.get<ExerciseListResponse>(`/api/exercises?${params}`);
}

/** The catalogue (and the member's own exercises) matching the words typed, names in the member's language. */
export function exerciseSearchQueryOptions(query: string, lang: string) {
  return queryOptions({
    queryKey: workoutKeys.search(query, lang),
    queryFn: () => searchExercises(query, lang),
    placeholderData: keepPreviousData,
  });
}

export function useExerciseSearch(query: string, lang: string, enabled: boolean) {
  return useQuery({ ...exerciseSearchQueryOptions(query, lang), enabled });
}
