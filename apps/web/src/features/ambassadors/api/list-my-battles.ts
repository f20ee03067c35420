import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBattlesResponse } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from './keys';

export function listMyBattles() {
  return api.get<MyBattlesResponse>('/api/ambassador/battles');
}

/** While a battle is live its leaderboard moves as sets are logged: read it again every 30 seconds. */
export function myBattlesQueryOptions() {
  return queryOptions({
    queryKey: ambassadorKeys.myBattles(),
    queryFn: listMyBattles,
    refetchInterval: (query) =>
      query.state.data?.battles.some((item) => item.battle.state === 'live') ? 30_000 : false,
  });
}

export function useMyBattles() {
  return useQuery(myBattlesQueryOptions());
}
