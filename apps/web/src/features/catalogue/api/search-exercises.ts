import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseListResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { catalogueKeys } from './keys';

const PICKER_PAGE_SIZE = 30;

/** The catalogue and the member's own exercises whose names or aliases (in any language) match the words typed. */
export function searchExercises(q: string, lang: string): Promise<ExerciseListResponse> {
  const search = new URLSearchParams({ lang, limit: String(PICKER_PAGE_SIZE) });
  if (q) search.set('q', q);
  return api.get<ExerciseListResponse>(`/api/exercises?${search}`);
}

export function exerciseSearchQueryOptions(q: string, lang: string) {
  return queryOptions({
    queryKey: catalogueKeys.exerciseList({ q, lang, picker: '1' }),
    queryFn: () => searchExercises(q, lang),
    placeholderData: keepPreviousData,
  });
}

/** The exercise picker's search: the first matches only, the previous answer kept while typing. */
export function useExerciseSearch(q: string, lang: string, enabled = true) {
  return useQuery({ ...exerciseSearchQueryOptions(q, lang), enabled });
}
