import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse, UnreadCountResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

/** The bell's count and the notifications behind it (issue 19). */

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  list: () => ['notifications', 'list'] as const,
};

/** How often an open page asks for the count: the state is in the database, so any API process answers. */
export const UNREAD_POLL_MS = 15_000;
export const NOTIFICATIONS_PAGE_SIZE = 20;

export function getUnreadCount() {
  return api.get<UnreadCountResponse>('/api/notifications/unread-count');
}

/** The unread count, asked again every UNREAD_POLL_MS while the page is shown and when the window is focused. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: getUnreadCount,
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    select: (data) => data.unread,
  });
}

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
