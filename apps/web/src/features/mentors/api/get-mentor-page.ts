import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorPage } from '@lifeorbit/contracts/marketplace';
import { api } from '@/lib/api';
import { mentorKeys } from './keys';

export function getMentorPage(slugOrId: string, lang: string) {
  return api.get<MentorPage>(`/api/mentors/${encodeURIComponent(slugOrId)}?lang=${lang}`);
}

export function mentorPageQueryOptions(slugOrId: string | undefined, lang: string) {
  return queryOptions({
    queryKey: mentorKeys.page(slugOrId ?? '', lang),
    queryFn: () => getMentorPage(slugOrId!, lang),
    enabled: Boolean(slugOrId),
    staleTime: 30_000,
    retry: false,
  });
}

/** A mentor's public page: profile, counts and published items (readable signed out). */
export function useMentorPage(slugOrId: string | undefined, lang: string) {
  return useQuery(mentorPageQueryOptions(slugOrId, lang));
}
