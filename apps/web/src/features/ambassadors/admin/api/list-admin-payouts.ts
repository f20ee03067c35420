import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PayoutListResponse } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from '@/features/ambassadors/api/keys';
import { withQuery } from './paths';

export interface PayoutFilters {
  status: string;
  ambassadorId: string;
  currency: string;
  from: string;
  to: string;
}

export function listAdminPayouts(filters: PayoutFilters, cursor: string | null) {
  return api.get<PayoutListResponse>(withQuery('/api/admin/payouts', { ...filters, cursor }));
}

export function adminPayoutsQueryOptions(filters: PayoutFilters) {
  return infiniteQueryOptions({
    queryKey: ambassadorKeys.adminPayouts(JSON.stringify(filters)),
    queryFn: ({ pageParam }) => listAdminPayouts(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminPayouts(filters: PayoutFilters) {
  return useInfiniteQuery(adminPayoutsQueryOptions(filters));
}
