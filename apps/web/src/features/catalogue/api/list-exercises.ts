import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ExerciseListResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { catalogueKeys } from './keys';

export interface ExerciseListParams {
  q?: string;
  muscle?: string;
  equipment?: string;
  pattern?: string;
  lang: string;
}

export const EXERCISE_PAGE_SIZE = 40;

export function listExercises(params: ExerciseListParams, cursor: string | null): Promise<ExerciseListResponse> {
  const search = new URLSearchParams({ lang: params.lang, limit: String(EXERCISE_PAGE_SIZE) });
  for (const key of ['q', 'muscle', 'equipment', 'pattern'] as const) {
    const value = params[key]?.trim();
    if (value) search.set(key, value);
  }
  if (cursor) search.set('cursor', cursor);
  return api.get<ExerciseListResponse>(`/api/exercises?${search}`);
}

export function exerciseListQueryOptions(params: ExerciseListParams) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.exerciseList({ ...params }),
    queryFn: ({ pageParam }) => listExercises(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The catalogue and the member's own exercises, searched and filtered, a page at a time. */
export function useExerciseList(params: ExerciseListParams) {
  return useInfiniteQuery(exerciseListQueryOptions(params));
}
