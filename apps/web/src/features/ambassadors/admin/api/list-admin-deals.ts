import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DealListResponse } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from '@/features/ambassadors/api/keys';
import { withQuery } from './paths';

export function listAdminDeals(status: string, cursor: string | null) {
  return api.get<DealListResponse>(withQuery('/api/admin/deals', { status, cursor }));
}

export function adminDealsQueryOptions(status: string) {
  return infiniteQueryOptions({
    queryKey: ambassadorKeys.adminDeals(status),
    queryFn: ({ pageParam }) => listAdminDeals(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminDeals(status: string) {
  return useInfiniteQuery(adminDealsQueryOptions(status));
}
