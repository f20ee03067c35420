import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OidcSecretsRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';
import type { SigninSecretsResponse } from './get-signin-secrets';

export function saveOidcSecrets(body: OidcSecretsRequest) {
  return api.put<SigninSecretsResponse>('/api/admin/signin-secrets/oidc', body);
}

export function useSaveOidcSecrets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOidcSecrets,
    onSuccess: (data) => queryClient.setQueryData(adminKeys.secrets, data),
  });
}
