import { useMutation } from '@tanstack/react-query';
import type { ItemDetail, UpdateItemRequest } from '@lifeorbit/contracts/marketplace';
import { api } from '@/lib/api';
import { useRefreshMarketplace } from './use-refresh-marketplace';

export function updateItem({ id, body }: { id: string; body: UpdateItemRequest }) {
  return api.put<ItemDetail>(`/api/marketplace/items/${id}`, body);
}

export function useUpdateItem() {
  const refresh = useRefreshMarketplace();
  return useMutation({ mutationFn: updateItem, onSuccess: refresh });
}
