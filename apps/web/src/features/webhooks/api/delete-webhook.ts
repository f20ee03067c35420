import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { webhookKeys } from './keys';

export function deleteWebhook(id: string) {
  return api.delete<void>(`/api/webhooks/${id}`);
}

/** Removes a webhook with its deliveries. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
