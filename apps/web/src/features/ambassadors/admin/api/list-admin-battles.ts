import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BattleListResponse } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from '@/features/ambassadors/api/keys';
import { withQuery } from './paths';

export function listAdminBattles(cursor: string | null) {
  return api.get<BattleListResponse>(withQuery('/api/admin/battles', { cursor }));
}

export function adminBattlesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ambassadorKeys.adminBattles(),
    queryFn: ({ pageParam }) => listAdminBattles(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminBattles() {
  return useInfiniteQuery(adminBattlesQueryOptions());
}
