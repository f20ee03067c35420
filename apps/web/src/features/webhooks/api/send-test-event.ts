import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { webhookKeys } from './keys';

export function sendTestEvent(id: string) {
  return api.post<void>(`/api/webhooks/${id}/test`);
}

/** Queues a `webhook.test` message to one webhook; it is sent within seconds. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
