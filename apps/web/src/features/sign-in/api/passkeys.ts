import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaysInResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { signInKeys } from './sign-in-providers';
import { addPasskey } from '../lib/passkey-registration';

/**
 * A member's passkeys (issue 29, item 4): listed with the ways in (`useWaysIn`), added through the browser's WebAuthn,
 * renamed and removed through /api/sign-in/passkeys (the API never removes the last way in).
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => addPasskey(name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInKeys.ways }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.patch<WaysInResponse>(`/api/sign-in/passkeys/${encodeURIComponent(id)}`, { name }),
    onSuccess: (data) => queryClient.setQueryData(signInKeys.ways, data),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<WaysInResponse>(`/api/sign-in/passkeys/${encodeURIComponent(id)}`),
    onSuccess: (data) => queryClient.setQueryData(signInKeys.ways, data),
  });
}
