import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMentorDetail } from '@lifeorbit/contracts/mentors';
import { api } from '@/lib/api';
import { mentorAdminKeys } from './keys';

export function getAdminMentor(id: string) {
  return api.get<AdminMentorDetail>(`/api/admin/mentors/${id}`);
}

export function adminMentorQueryOptions(id: string | undefined) {
  return queryOptions({
    queryKey: mentorAdminKeys.detail(id ?? ''),
    queryFn: () => getAdminMentor(id!),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useAdminMentor(id: string | undefined) {
  return useQuery(adminMentorQueryOptions(id));
}
