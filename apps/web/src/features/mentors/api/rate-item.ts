import { useMutation } from '@tanstack/react-query';
import type { RateItemRequest, RatingResponse } from '@lifeorbit/contracts/marketplace';
import { api } from '@/lib/api';
import { useRefreshMarketplace } from './use-refresh-marketplace';

export function rateItem({ itemId, body }: { itemId: string; body: RateItemRequest }) {
  return api.put<RatingResponse>(`/api/marketplace/items/${itemId}/rating`, body);
}

export function useRateItem() {
  const refresh = useRefreshMarketplace();
  return useMutation({ mutationFn: rateItem, onSuccess: refresh });
}
