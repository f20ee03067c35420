import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';

/** A session, or (two-factor on, issue 29) no session yet: the second step asks a code first. */
export type SignInResult = { user: { id: string }; twoFactorRedirect?: undefined } | { twoFactorRedirect: true };

export function signIn(body: SignInRequest) {
  return api.post<SignInResult>('/api/auth/sign-in/email', body);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
