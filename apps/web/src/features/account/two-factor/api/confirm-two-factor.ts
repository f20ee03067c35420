import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';

export function confirmTwoFactor(code: string) {
  return api.post<unknown>('/api/auth/two-factor/verify-totp', { code });
}

/** The set-up's confirmation: the first code from the authenticator app turns two-factor on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
