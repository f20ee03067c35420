import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInKeys } from '@/features/account/providers/api/keys';
import { addPasskey } from '../lib/passkey-registration';

/**
 * A member's passkeys (issue 29, item 4): listed with the ways in (`useWaysIn`), added through the browser's WebAuthn
 * (`addPasskey`, the fetcher), renamed and removed through /api/sign-in/passkeys (the API never removes the last way
 * in).
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => addPasskey(name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInKeys.ways }),
  });
}
