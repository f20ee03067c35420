import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WorkoutHistoryResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { workoutKeys } from './keys';

export const HISTORY_PAGE_SIZE = 20;

export function getWorkoutHistory(lang: string, cursor: string | null) {
  const query = new URLSearchParams({ status: 'finished', limit: String(HISTORY_PAGE_SIZE), lang });
  if (cursor) query.set('cursor', cursor);
  return api.get<WorkoutHistoryResponse>(`/api/workouts?${query}`);
}

/** Finished workouts, newest first, a page at a time. */
export function workoutHistoryQueryOptions(lang: string) {
  return infiniteQueryOptions({
    queryKey: workoutKeys.history(lang),
    queryFn: ({ pageParam }) => getWorkoutHistory(lang, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 30_000,
  });
}

export function useWorkoutHistory(lang: string) {
  return useInfiniteQuery(workoutHistoryQueryOptions(lang));
}
