import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnableTwoFactorResponse } from '@lifeorbit/contracts/two-factor';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';

/** better-auth's two-factor endpoints behind our proxy (issue 29): set-up and removal in settings. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => api.post<EnableTwoFactorResponse>('/api/auth/two-factor/enable', { password }),
  });
}

/** The set-up's confirmation: the first code from the authenticator app turns two-factor on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<unknown>('/api/auth/two-factor/verify-totp', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post<unknown>('/api/auth/two-factor/disable', { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export type SecondStepMethod = 'totp' | 'backup';

/** The second step of a sign-in: a code from the app, or a backup code (each works once). */
export function useVerifySecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, code }: { method: SecondStepMethod; code: string }) =>
      api.post<unknown>(
        method === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code',
        { code },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
