import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BattleDetail } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from '@/features/ambassadors/api/keys';

export function getAdminBattle(id: string) {
  return api.get<BattleDetail>(`/api/admin/battles/${id}`);
}

/** A live battle's leaderboard moves as sets are logged: read it again every 30 seconds. */
export function adminBattleQueryOptions(id: string) {
  return queryOptions({
    queryKey: ambassadorKeys.adminBattle(id),
    queryFn: () => getAdminBattle(id),
    refetchInterval: (q) => (q.state.data?.battle.state === 'live' ? 30_000 : false),
  });
}

export function useAdminBattle(id: string) {
  return useQuery(adminBattleQueryOptions(id));
}
