import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GymsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { gymKeys } from './keys';
import { searchOf } from './paths';

export function listGyms(q: string, cursor: string | undefined) {
  return api.get<GymsResponse>(`/api/gyms${searchOf({ q, cursor })}`);
}

export function gymsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: gymKeys.list(q),
    queryFn: ({ pageParam }) => listGyms(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The directory: verified gyms (and those I admin) by name, found by the start of the name or city; paged. */
export function useGyms(q: string) {
  return useInfiniteQuery(gymsQueryOptions(q));
}
