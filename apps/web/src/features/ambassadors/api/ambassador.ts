import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AmbassadorHome,
  DealListResponse,
  DealRequest,
  DealView,
  MyBattlesResponse,
  MyInvitationsResponse,
  MyPayoutsResponse,
  ReferralsResponse,
} from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';
import { ambassadorKeys } from './keys';

/** The ambassador's own page: profile and totals, referred members, invitations, battles, deals and payouts. */

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;

export function useAmbassadorHome() {
  return useQuery({ queryKey: ambassadorKeys.home(), queryFn: () => api.get<AmbassadorHome>('/api/ambassador') });
}

export function useReferrals() {
  return useInfiniteQuery({
    queryKey: ambassadorKeys.referrals(),
    queryFn: ({ pageParam }) => api.get<ReferralsResponse>(withCursor('/api/ambassador/referrals', pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMyInvitations() {
  return useQuery({
    queryKey: ambassadorKeys.invitations(),
    queryFn: () => api.get<MyInvitationsResponse>('/api/ambassador/invitations'),
  });
}

/** While a battle is live its leaderboard moves as sets are logged: read it again every 30 seconds. */
export function useMyBattles() {
  return useQuery({
    queryKey: ambassadorKeys.myBattles(),
    queryFn: () => api.get<MyBattlesResponse>('/api/ambassador/battles'),
    refetchInterval: (query) =>
      query.state.data?.battles.some((item) => item.battle.state === 'live') ? 30_000 : false,
  });
}

export function useMyDeals() {
  return useInfiniteQuery({
    queryKey: ambassadorKeys.myDeals(),
    queryFn: ({ pageParam }) => api.get<DealListResponse>(withCursor('/api/ambassador/deals', pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMyPayouts() {
  return useInfiniteQuery({
    queryKey: ambassadorKeys.myPayouts(),
    queryFn: ({ pageParam }) => api.get<MyPayoutsResponse>(withCursor('/api/ambassador/payouts', pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Accepts or declines an invitation; the avatar menu's count comes from /api/me, so that is read again too. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      api.post<MyInvitationsResponse>(`/api/ambassador/invitations/${id}/${accept ? 'accept' : 'decline'}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ambassadorKeys.all }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}

export function useSaveDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DealRequest }) =>
      id ? api.patch<DealView>(`/api/ambassador/deals/${id}`, body) : api.post<DealView>('/api/ambassador/deals', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ambassadorKeys.all }),
  });
}
