import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';

export function signUp(body: SignUpRequest) {
  return api.post<{ user: { id: string } }>('/api/auth/sign-up/email', body);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
