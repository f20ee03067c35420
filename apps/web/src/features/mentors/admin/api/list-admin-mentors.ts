import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminMentorsResponse } from '@lifeorbit/contracts/mentors';
import { api } from '@/lib/api';
import { mentorAdminKeys } from './keys';

export function listAdminMentors(q: string, cursor: string | null) {
  const query = new URLSearchParams({ limit: '50' });
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  return api.get<AdminMentorsResponse>(`/api/admin/mentors?${query}`);
}

export function adminMentorsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: mentorAdminKeys.list(q),
    queryFn: ({ pageParam }) => listAdminMentors(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAdminMentors(q: string) {
  return useInfiniteQuery(adminMentorsQueryOptions(q));
}
