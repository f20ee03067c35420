import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@lifeorbit/contracts/admin';
import type {
  AmbassadorListResponse,
  AmbassadorSummary,
  BattleDetail,
  BattleListResponse,
  BattleSummary,
  CreateAmbassadorRequest,
  CreateBattleRequest,
  DealListResponse,
  DealView,
  PayoutEntryView,
  PayoutListResponse,
  PayoutStatusRequest,
  UpdateAmbassadorRequest,
  UpdateBattleRequest,
} from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from './keys';

/** The superadmin's calls: ambassadors, deals, battles and payouts. */

const query = (path: string, params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export function useAdminAmbassadors(q: string, status: string) {
  return useInfiniteQuery({
    queryKey: ambassadorKeys.adminList(q, status),
    queryFn: ({ pageParam }) =>
      api.get<AmbassadorListResponse>(query('/api/admin/ambassadors', { q, status, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Members to make ambassadors, found by name or e-mail (the admin area's user search). */
export function useCandidates(q: string) {
  return useQuery({
    queryKey: ambassadorKeys.candidates(q),
    queryFn: () => api.get<AdminUsersResponse>(query('/api/admin/users', { q, pageSize: '8' })),
    enabled: q.trim().length >= 2,
  });
}

function useRefreshing<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ambassadorKeys.all }),
  });
}

export const useCreateAmbassador = () =>
  useRefreshing((body: CreateAmbassadorRequest) => api.post<AmbassadorSummary>('/api/admin/ambassadors', body));

export const useUpdateAmbassador = () =>
  useRefreshing(({ id, body }: { id: string; body: UpdateAmbassadorRequest }) =>
    api.patch<AmbassadorSummary>(`/api/admin/ambassadors/${id}`, body),
  );

export function useAdminDeals(status: string) {
  return useInfiniteQuery({
    queryKey: ambassadorKeys.adminDeals(status),
    queryFn: ({ pageParam }) => api.get<DealListResponse>(query('/api/admin/deals', { status, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useDecideDeal = () =>
  useRefreshing(({ id, reason }: { id: string; reason: string | null }) =>
    reason === null
      ? api.post<DealView>(`/api/admin/deals/${id}/verify`)
      : api.post<DealView>(`/api/admin/deals/${id}/reject`, { reason }),
  );

export function useAdminBattles() {
  return useInfiniteQuery({
    queryKey: ambassadorKeys.adminBattles(),
    queryFn: ({ pageParam }) => api.get<BattleListResponse>(query('/api/admin/battles', { cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminBattle(id: string) {
  return useQuery({
    queryKey: ambassadorKeys.adminBattle(id),
    queryFn: () => api.get<BattleDetail>(`/api/admin/battles/${id}`),
    refetchInterval: (q) => (q.state.data?.battle.state === 'live' ? 30_000 : false),
  });
}

export const useCreateBattle = () =>
  useRefreshing((body: CreateBattleRequest) => api.post<BattleSummary>('/api/admin/battles', body));

export const useUpdateBattle = () =>
  useRefreshing(({ id, body }: { id: string; body: UpdateBattleRequest }) =>
    api.patch<BattleSummary>(`/api/admin/battles/${id}`, body),
  );

export type BattleAction = 'publish' | 'start-now' | 'end-now';

export const useBattleAction = () =>
  useRefreshing(({ id, action }: { id: string; action: BattleAction }) =>
    api.post<BattleSummary>(`/api/admin/battles/${id}/${action}`),
  );

export const useCancelBattle = () =>
  useRefreshing(({ id, reason }: { id: string; reason: string }) =>
    api.post<BattleSummary>(`/api/admin/battles/${id}/cancel`, { reason }),
  );

export const useInvite = () =>
  useRefreshing(({ id, ambassadorIds }: { id: string; ambassadorIds: string[] }) =>
    api.post<BattleDetail>(`/api/admin/battles/${id}/invitations`, { ambassadorIds }),
  );

export const useSetPrize = () =>
  useRefreshing(({ id, amount, currency }: { id: string; amount: string; currency: string }) =>
    api.post<BattleDetail>(`/api/admin/battles/${id}/prize`, { amount, currency }),
  );

export interface PayoutFilters {
  status: string;
  ambassadorId: string;
  currency: string;
  from: string;
  to: string;
}

export function useAdminPayouts(filters: PayoutFilters) {
  return useInfiniteQuery({
    queryKey: ambassadorKeys.adminPayouts(JSON.stringify(filters)),
    queryFn: ({ pageParam }) =>
      api.get<PayoutListResponse>(query('/api/admin/payouts', { ...filters, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useMovePayout = () =>
  useRefreshing(({ id, body }: { id: string; body: PayoutStatusRequest }) =>
    api.post<PayoutEntryView>(`/api/admin/payouts/${id}/status`, body),
  );

/** The CSV export's address for a period (a plain link: the browser downloads it with the session cookie). */
export const payoutExportUrl = (from: string, to: string) => query('/api/admin/payouts/export', { from, to });
