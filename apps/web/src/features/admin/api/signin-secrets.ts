import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppleSecretsRequest,
  GoogleSecretsRequest,
  OidcSecretsRequest,
  SignInProviderId,
  SigninSecretsView,
} from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

/** Each provider's stored keys (never a secret), and which providers have a working button right now. */
type SecretsResponse = { providers: SigninSecretsView[]; active: SignInProviderId[] };

export const secretsQueryOptions = queryOptions({
  queryKey: adminKeys.secrets,
  queryFn: () => api.get<SecretsResponse>('/api/admin/signin-secrets'),
  staleTime: 0,
});

export function useSigninSecrets() {
  return useQuery(secretsQueryOptions);
}

export function useSaveAppleSecrets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppleSecretsRequest) => api.put<SecretsResponse>('/api/admin/signin-secrets/apple', body),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.secrets, data),
  });
}

export function useSaveGoogleSecrets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoogleSecretsRequest) => api.put<SecretsResponse>('/api/admin/signin-secrets/google', body),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.secrets, data),
  });
}

export function useSaveOidcSecrets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OidcSecretsRequest) => api.put<SecretsResponse>('/api/admin/signin-secrets/oidc', body),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.secrets, data),
  });
}

export function useRemoveSigninSecrets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SignInProviderId) => api.delete<SecretsResponse>(`/api/admin/signin-secrets/${provider}`),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.secrets, data),
  });
}
