import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ItemsResponse } from '@lifeorbit/contracts/marketplace';
import { api } from '@/lib/api';
import { marketplaceKeys } from './keys';

export function discoverItems(query: string, cursor: string | null) {
  const params = new URLSearchParams(query);
  if (cursor) params.set('cursor', cursor);
  return api.get<ItemsResponse>(`/api/marketplace/items?${params}`);
}

export function discoverQueryOptions(query: string) {
  return infiniteQueryOptions({
    queryKey: marketplaceKeys.discover(query),
    queryFn: ({ pageParam }) => discoverItems(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 30_000,
  });
}

/** Discover: the query string is built from the page's filters (see lib/discover-filters.ts). */
export function useDiscover(query: string) {
  return useInfiniteQuery(discoverQueryOptions(query));
}
