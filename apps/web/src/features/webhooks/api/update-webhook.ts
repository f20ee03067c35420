import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWebhookRequest, Webhook } from '@lifeorbit/contracts/webhooks';
import { api } from '@/lib/api';
import { webhookKeys } from './keys';

export function updateWebhook({ id, ...changes }: UpdateWebhookRequest & { id: string }) {
  return api.patch<Webhook>(`/api/webhooks/${id}`, changes);
}

/** Changes a webhook: its URL, events, description, or pauses and resumes it. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}
