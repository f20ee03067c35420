import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DealListResponse } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from './keys';
import { withCursor } from './paths';

export function listMyDeals(cursor: string | null) {
  return api.get<DealListResponse>(withCursor('/api/ambassador/deals', cursor));
}

export function myDealsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ambassadorKeys.myDeals(),
    queryFn: ({ pageParam }) => listMyDeals(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The deals the ambassador reported, a page at a time. */
export function useMyDeals() {
  return useInfiniteQuery(myDealsQueryOptions());
}
