import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInProvidersResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { signInKeys } from './keys';

export function getSignInProviders() {
  return api.get<SignInProvidersResponse>('/api/sign-in/providers');
}

export const providersQueryOptions = queryOptions({
  queryKey: signInKeys.providers,
  queryFn: getSignInProviders,
  staleTime: 60_000,
});

/** The providers the sign-in page shows a button for (none when none is configured). */
export function useSignInProviders() {
  return useQuery(providersQueryOptions);
}
