import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MyPayoutsResponse } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from './keys';
import { withCursor } from './paths';

export function listMyPayouts(cursor: string | null) {
  return api.get<MyPayoutsResponse>(withCursor('/api/ambassador/payouts', cursor));
}

export function myPayoutsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ambassadorKeys.myPayouts(),
    queryFn: ({ pageParam }) => listMyPayouts(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The ambassador's payout entries, a page at a time. */
export function useMyPayouts() {
  return useInfiniteQuery(myPayoutsQueryOptions());
}
