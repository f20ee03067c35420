import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { socialKeys } from './keys';

export const FEED_PAGE_SIZE = 20;

export function getFeed(lang: string, cursor: string | null) {
  const query = new URLSearchParams({ limit: String(FEED_PAGE_SIZE), lang });
  if (cursor) query.set('cursor', cursor);
  return api.get<FeedResponse>(`/api/social/feed?${query}`);
}

/** The finished workouts of the people I follow (and mine), newest first, a page at a time. */
export function useFeed(lang: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: socialKeys.feed(lang),
      queryFn: ({ pageParam }) => getFeed(lang, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      staleTime: 30_000,
    }),
  );
}
