import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { notificationKeys } from './notification-keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export function getNotifications(cursor: string | null) {
  const query = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return api.get<NotificationsResponse>(`/api/notifications?${query}`);
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A new follower or like should show when the page is opened again, not a minute later.
    staleTime: 0,
  });
}

/** The notifications behind the bell (issue 19), a page at a time. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
