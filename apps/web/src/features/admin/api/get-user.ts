import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

export const getUser = (id: string) => api.get<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`);

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: () => getUser(id), staleTime: 0 });

export function useAdminUser(id: string) {
  return useQuery(userQueryOptions(id));
}
