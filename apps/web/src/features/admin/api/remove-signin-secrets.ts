import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInProviderId } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';
import type { SigninSecretsResponse } from './get-signin-secrets';

export function removeSigninSecrets(provider: SignInProviderId) {
  return api.delete<SigninSecretsResponse>(`/api/admin/signin-secrets/${provider}`);
}

export function useRemoveSigninSecrets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSigninSecrets,
    onSuccess: (data) => queryClient.setQueryData(adminKeys.secrets, data),
  });
}
