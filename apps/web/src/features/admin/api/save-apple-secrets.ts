import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppleSecretsRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';
import type { SigninSecretsResponse } from './get-signin-secrets';

export function saveAppleSecrets(body: AppleSecretsRequest) {
  return api.put<SigninSecretsResponse>('/api/admin/signin-secrets/apple', body);
}

export function useSaveAppleSecrets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAppleSecrets,
    onSuccess: (data) => queryClient.setQueryData(adminKeys.secrets, data),
  });
}
