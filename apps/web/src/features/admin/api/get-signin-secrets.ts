import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInProviderId, SigninSecretsView } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

/** Each provider's stored keys (never a secret), and which providers have a working button right now. */
export type SigninSecretsResponse = { providers: SigninSecretsView[]; active: SignInProviderId[] };

export function getSigninSecrets() {
  return api.get<SigninSecretsResponse>('/api/admin/signin-secrets');
}

export const secretsQueryOptions = queryOptions({
  queryKey: adminKeys.secrets,
  queryFn: getSigninSecrets,
  staleTime: 0,
});

export function useSigninSecrets() {
  return useQuery(secretsQueryOptions);
}
