import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaysInResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { signInKeys } from '@/features/account/providers/api/keys';

export function renamePasskey({ id, name }: { id: string; name: string }) {
  return api.patch<WaysInResponse>(`/api/sign-in/passkeys/${encodeURIComponent(id)}`, { name });
}

/** Renames one of the member's passkeys; the answer is the new list of ways in. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: (data) => queryClient.setQueryData(signInKeys.ways, data),
  });
}
