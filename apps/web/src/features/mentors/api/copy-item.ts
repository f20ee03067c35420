import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyItemResponse } from '@lifeorbit/contracts/marketplace';
import { api } from '@/lib/api';
import { useRefreshMarketplace } from './use-refresh-marketplace';

export function copyItem({ itemId, copyId }: { itemId: string; copyId: string }) {
  return api.post<CopyItemResponse>(`/api/marketplace/items/${itemId}/copies`, { id: copyId });
}

/** "Use this": the copy id is chosen once per dialog, so a second press makes no second copy. */
export function useCopyItem() {
  const queryClient = useQueryClient();
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: copyItem,
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: ['templates'] });
      await queryClient.invalidateQueries({ queryKey: ['programs'] });
    },
  });
}
