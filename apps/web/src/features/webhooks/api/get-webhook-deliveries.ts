import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WebhookDeliveryList } from '@lifeorbit/contracts/webhooks';
import { api } from '@/lib/api';
import { webhookKeys } from './keys';

export function getWebhookDeliveries(webhookId: string, cursor: string | null) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api.get<WebhookDeliveryList>(`/api/webhooks/${webhookId}/deliveries${query}`);
}

/** While a delivery is due within a minute, the list looks again every few seconds (it goes within seconds). */
const PENDING_REFRESH_MS = 3000;
const SOON_MS = 60_000;

export const webhookDeliveriesQueryOptions = (webhookId: string) =>
  infiniteQueryOptions({
    queryKey: webhookKeys.deliveries(webhookId),
    queryFn: ({ pageParam }) => getWebhookDeliveries(webhookId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.deliveries.some((d) => d.status === 'pending' && Date.parse(d.nextAttemptAt ?? '') - Date.now() < SOON_MS),
      )
        ? PENDING_REFRESH_MS
        : false,
  });

/** A webhook's deliveries, newest first, 20 a page, each with its tries and the receiver's answers. */
export function useWebhookDeliveries(webhookId: string) {
  return useInfiniteQuery(webhookDeliveriesQueryOptions(webhookId));
}
