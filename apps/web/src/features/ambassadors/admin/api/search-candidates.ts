import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@lifeorbit/contracts/admin';
import { api } from '@/lib/api';
import { ambassadorKeys } from '@/features/ambassadors/api/keys';
import { withQuery } from './paths';

export function searchCandidates(q: string) {
  return api.get<AdminUsersResponse>(withQuery('/api/admin/users', { q, pageSize: '8' }));
}

export function candidatesQueryOptions(q: string) {
  return queryOptions({
    queryKey: ambassadorKeys.candidates(q),
    queryFn: () => searchCandidates(q),
    enabled: q.trim().length >= 2,
  });
}

/** Members to make ambassadors, found by name or e-mail (the admin area's user search). */
export function useCandidates(q: string) {
  return useQuery(candidatesQueryOptions(q));
}
