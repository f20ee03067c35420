import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppleSecretsRequest, SigninSecretsView } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

type SecretsResponse = { providers: SigninSecretsView[] };

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
