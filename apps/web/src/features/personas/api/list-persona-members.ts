import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonaMembersResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { personaKeys } from './keys';

export function listPersonaMembers(page: number) {
  return api.get<PersonaMembersResponse>(`/api/personas?page=${page}&pageSize=20`);
}

export function personaMembersQueryOptions(page: number) {
  return queryOptions({
    queryKey: personaKeys.list(page),
    queryFn: () => listPersonaMembers(page),
    placeholderData: keepPreviousData,
  });
}

/** The seeded persona members, newest first (superadmins only). */
export function usePersonaMembers(page = 1, enabled = true) {
  return useQuery({ ...personaMembersQueryOptions(page), enabled });
}
