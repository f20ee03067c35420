import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse, Role } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys, toQueryString } from './admin-keys';

export interface UsersFilter {
  q?: string;
  role?: Role | '';
  page: number;
}

export const listUsers = (filter: UsersFilter) =>
  api.get<AdminUsersResponse>(`/api/admin/users${toQueryString({ ...filter, pageSize: 25 })}`);

export const usersQueryOptions = (filter: UsersFilter) =>
  queryOptions({ queryKey: adminKeys.users(filter), queryFn: () => listUsers(filter), staleTime: 0 });

export function useUsers(filter: UsersFilter) {
  return useQuery({ ...usersQueryOptions(filter), placeholderData: keepPreviousData });
}
