import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse, UnreadCountResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { notificationKeys } from './notification-keys';

/** The notifications behind the bell (issue 19), a page at a time, and marking them read. */

export const NOTIFICATIONS_PAGE_SIZE = 20;

export function getNotifications(cursor: string | null) {
  const query = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return api.get<NotificationsResponse>(`/api/notifications?${query}`);
}

export function useNotifications() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: notificationKeys.list(),
      queryFn: ({ pageParam }) => getNotifications(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      // A new follower or like should show when the page is opened again, not a minute later.
      staleTime: 0,
    }),
  );
}

/** Marks one notification read (`id`), or all of them (`id` null). */
export function markNotificationsRead(id: string | null) {
  return api.post<UnreadCountResponse>(id ? `/api/notifications/${id}/read` : '/api/notifications/read-all');
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (count) => {
      queryClient.setQueryData(notificationKeys.unread(), count);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
