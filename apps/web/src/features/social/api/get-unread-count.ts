import { useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { notificationKeys } from './notification-keys';

/** How often an open page asks for the count: the state is in the database, so any API process answers. */
export const UNREAD_POLL_MS = 15_000;

export function getUnreadCount() {
  return api.get<UnreadCountResponse>('/api/notifications/unread-count');
}

/** The unread count, asked again every UNREAD_POLL_MS while the page is shown and when the window is focused. */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    select: (data) => data.unread,
  });
}
