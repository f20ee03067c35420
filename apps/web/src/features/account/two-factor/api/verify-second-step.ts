import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';

export type SecondStepMethod = 'totp' | 'backup';

export function verifySecondStep({ method, code }: { method: SecondStepMethod; code: string }) {
  return api.post<unknown>(
    method === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code',
    { code },
  );
}

/** The second step of a sign-in: a code from the app, or a backup code (each works once). */
export function useVerifySecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
