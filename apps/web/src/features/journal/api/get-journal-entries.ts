import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JournalListResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { journalKeys } from './keys';

export interface JournalFilters {
  q?: string | undefined;
  tag?: string | undefined;
  mood?: number | undefined;
  category?: string | undefined;
}

export function getJournalEntries(filters: JournalFilters, cursor: string | null) {
  const params = new URLSearchParams({ limit: '20' });
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  if (cursor) params.set('cursor', cursor);
  return api.get<JournalListResponse>(`/api/journal/entries?${params.toString()}`);
}

export const journalEntriesQueryOptions = (filters: JournalFilters) =>
  infiniteQueryOptions({
    queryKey: journalKeys.entries({ ...filters }),
    queryFn: ({ pageParam }) => getJournalEntries(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The member's entries, newest first, found by text, tag, mood or life area; 20 a page. */
export function useJournalEntries(filters: JournalFilters) {
  return useInfiniteQuery(journalEntriesQueryOptions(filters));
}
