import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MentorPage } from '@lifeorbit/contracts/marketplace';
import type { AdminMentor, FollowMentorResponse, MentorsResponse } from '@lifeorbit/contracts/mentors';
import { api } from '@/lib/api';
import { mentorKeys } from './keys';

export interface DirectoryFilters {
  q?: string;
  speciality?: string;
  language?: string;
}

const clean = (filters: DirectoryFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value))) as Record<string, string>;

/** The mentor directory, by name, a page at a time. */
export function useMentorDirectory(filters: DirectoryFilters) {
  const params = clean(filters);
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: mentorKeys.directory(params),
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ ...params, limit: '24' });
        if (pageParam) query.set('cursor', pageParam);
        return api.get<MentorsResponse>(`/api/mentors?${query}`);
      },
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      staleTime: 30_000,
    }),
  );
}

/** A mentor's public page: profile, counts and published items (readable signed out). */
export function useMentorPage(slugOrId: string | undefined, lang: string) {
  return useQuery({
    queryKey: mentorKeys.page(slugOrId ?? '', lang),
    queryFn: () => api.get<MentorPage>(`/api/mentors/${encodeURIComponent(slugOrId!)}?lang=${lang}`),
    enabled: Boolean(slugOrId),
    staleTime: 30_000,
    retry: false,
  });
}

export function useFollowMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mentorId, follow }: { mentorId: string; follow: boolean }) =>
      follow
        ? api.put<FollowMentorResponse>(`/api/mentors/${mentorId}/follow`, {})
        : api.delete<FollowMentorResponse>(`/api/mentors/${mentorId}/follow`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}

/** My mentor profile when I am a mentor (an invitation to my e-mail is claimed); null when I am not. */
export function useMyMentorProfile(enabled: boolean) {
  return useQuery({
    queryKey: mentorKeys.me(),
    queryFn: () => api.get<AdminMentor>('/api/me/mentor').catch(() => null),
    enabled,
    staleTime: 60_000,
  });
}
