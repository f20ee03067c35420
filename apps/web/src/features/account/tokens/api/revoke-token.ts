import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TokenListResponse } from '@lifeorbit/contracts/tokens';
import { api } from '@/lib/api';
import { tokenKeys } from './keys';

export function revokeToken(id: string) {
  return api.delete<TokenListResponse>(`/api/tokens/${encodeURIComponent(id)}`);
}

/** Revokes one of the member's tokens: it stops working at once. The answer is the new list. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeToken,
    onSuccess: (data) => queryClient.setQueryData(tokenKeys.list, data),
  });
}
