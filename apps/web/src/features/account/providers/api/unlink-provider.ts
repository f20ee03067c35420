import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInProviderId, WaysInResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { signInKeys } from './keys';

export function unlinkProvider(provider: SignInProviderId) {
  return api.delete<WaysInResponse>(`/api/sign-in/ways/${provider}`);
}

/** Removes a provider from the member's ways in (the API never removes the last one); the answer is the new list. */
export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkProvider,
    onSuccess: (data) => queryClient.setQueryData(signInKeys.ways, data),
  });
}
