import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalTagsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { journalKeys } from './keys';

export const journalTagsQueryOptions = (prefix: string) =>
  queryOptions({
    queryKey: journalKeys.tags(prefix),
    queryFn: () => api.get<JournalTagsResponse>(`/api/journal/tags?q=${encodeURIComponent(prefix)}`),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** The member's own tags that start with what they typed, most used first. */
export function useJournalTags(prefix: string) {
  return useQuery(journalTagsQueryOptions(prefix));
}
