import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookList } from '@lifeorbit/contracts/webhooks';
import { api } from '@/lib/api';
import { webhookKeys } from './keys';

export function getWebhooks() {
  return api.get<WebhookList>('/api/webhooks');
}

export const webhooksQueryOptions = queryOptions({ queryKey: webhookKeys.list, queryFn: getWebhooks });

/** A member's webhooks, oldest first, with each one's last delivery; never their secrets. */
export function useWebhooks() {
  return useQuery(webhooksQueryOptions);
}
