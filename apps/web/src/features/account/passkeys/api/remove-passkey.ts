import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaysInResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { signInKeys } from '@/features/account/providers/api/keys';

export function removePasskey(id: string) {
  return api.delete<WaysInResponse>(`/api/sign-in/passkeys/${encodeURIComponent(id)}`);
}

/** Removes one of the member's passkeys (never the last way in); the answer is the new list of ways in. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: (data) => queryClient.setQueryData(signInKeys.ways, data),
  });
}
