import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';

export function disableTwoFactor(password: string) {
  return api.post<unknown>('/api/auth/two-factor/disable', { password });
}

/** Turns two-factor off in settings, after the password. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
