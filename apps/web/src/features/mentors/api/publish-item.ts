import { useMutation } from '@tanstack/react-query';
import type { ItemDetail, PublishItemRequest } from '@lifeorbit/contracts/marketplace';
import { api } from '@/lib/api';
import { useRefreshMarketplace } from './use-refresh-marketplace';

export function publishItem(body: PublishItemRequest) {
  return api.post<ItemDetail>('/api/marketplace/items', body);
}

export function usePublishItem() {
  const refresh = useRefreshMarketplace();
  return useMutation({ mutationFn: publishItem, onSuccess: refresh });
}
