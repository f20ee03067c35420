import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DealRequest, DealView } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from './keys';

/** Reports a new deal (id null) or changes one. */
export function saveDeal({ id, body }: { id: string | null; body: DealRequest }) {
  return id
    ? api.patch<DealView>(`/api/ambassador/deals/${id}`, body)
    : api.post<DealView>('/api/ambassador/deals', body);
}

export function useSaveDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ambassadorKeys.all }),
  });
}
