import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MentorsResponse } from '@lifeorbit/contracts/mentors';
import { api } from '@/lib/api';
import { mentorKeys } from './keys';

export interface DirectoryFilters {
  q?: string;
  speciality?: string;
  language?: string;
}

const clean = (filters: DirectoryFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value))) as Record<string, string>;

export function listMentors(params: Record<string, string>, cursor: string | null) {
  const query = new URLSearchParams({ ...params, limit: '24' });
  if (cursor) query.set('cursor', cursor);
  return api.get<MentorsResponse>(`/api/mentors?${query}`);
}

export function mentorDirectoryQueryOptions(filters: DirectoryFilters) {
  const params = clean(filters);
  return infiniteQueryOptions({
    queryKey: mentorKeys.directory(params),
    queryFn: ({ pageParam }) => listMentors(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 30_000,
  });
}

/** The mentor directory, by name, a page at a time. */
export function useMentorDirectory(filters: DirectoryFilters) {
  return useInfiniteQuery(mentorDirectoryQueryOptions(filters));
}
