import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { notificationKeys } from './notification-keys';

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
