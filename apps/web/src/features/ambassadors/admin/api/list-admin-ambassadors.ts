import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AmbassadorListResponse } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from '@/features/ambassadors/api/keys';
import { withQuery } from './paths';

export function listAdminAmbassadors(q: string, status: string, cursor: string | null) {
  return api.get<AmbassadorListResponse>(withQuery('/api/admin/ambassadors', { q, status, cursor }));
}

export function adminAmbassadorsQueryOptions(q: string, status: string) {
  return infiniteQueryOptions({
    queryKey: ambassadorKeys.adminList(q, status),
    queryFn: ({ pageParam }) => listAdminAmbassadors(q, status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminAmbassadors(q: string, status: string) {
  return useInfiniteQuery(adminAmbassadorsQueryOptions(q, status));
}
