import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoogleSecretsRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';
import type { SigninSecretsResponse } from './get-signin-secrets';

export function saveGoogleSecrets(body: GoogleSecretsRequest) {
  return api.put<SigninSecretsResponse>('/api/admin/signin-secrets/google', body);
}

export function useSaveGoogleSecrets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGoogleSecrets,
    onSuccess: (data) => queryClient.setQueryData(adminKeys.secrets, data),
  });
}
