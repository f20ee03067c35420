import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';

export function signIn(body: SignInRequest) {
  return api.post<{ user: { id: string } }>('/api/auth/sign-in/email', body);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
