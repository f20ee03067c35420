import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedWebhook, CreateWebhookRequest } from '@lifeorbit/contracts/webhooks';
import { api } from '@/lib/api';
import { webhookKeys } from './keys';

export function createWebhook(request: CreateWebhookRequest) {
  return api.post<CreatedWebhook>('/api/webhooks', request);
}

/** Subscribes a URL; the answer holds the signing secret once (the list never shows it again). */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}
