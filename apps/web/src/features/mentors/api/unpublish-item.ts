import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useRefreshMarketplace } from './use-refresh-marketplace';

export function unpublishItem(id: string) {
  return api.delete<void>(`/api/marketplace/items/${id}`);
}

export function useUnpublishItem() {
  const refresh = useRefreshMarketplace();
  return useMutation({ mutationFn: unpublishItem, onSuccess: refresh });
}
