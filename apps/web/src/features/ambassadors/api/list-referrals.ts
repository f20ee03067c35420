import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReferralsResponse } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from './keys';
import { withCursor } from './paths';

export function listReferrals(cursor: string | null) {
  return api.get<ReferralsResponse>(withCursor('/api/ambassador/referrals', cursor));
}

export function referralsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ambassadorKeys.referrals(),
    queryFn: ({ pageParam }) => listReferrals(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The members the ambassador referred, a page at a time. */
export function useReferrals() {
  return useInfiniteQuery(referralsQueryOptions());
}
