import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInProviderId, SignInProvidersResponse, WaysInResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

export const signInKeys = {
  providers: ['sign-in', 'providers'] as const,
  ways: ['sign-in', 'ways'] as const,
};

export const providersQueryOptions = queryOptions({
  queryKey: signInKeys.providers,
  queryFn: () => api.get<SignInProvidersResponse>('/api/sign-in/providers'),
  staleTime: 60_000,
});

/** The providers the sign-in page shows a button for (none when none is configured). */
export function useSignInProviders() {
  return useQuery(providersQueryOptions);
}

/** Where the browser goes after the provider: the page it was heading to; a new account goes through onboarding. */
export function providerReturnPaths(redirect: string) {
  const to = encodeURIComponent(redirect);
  return {
    callbackURL: `/auth/callback?redirect=${to}`,
    newUserCallbackURL: `/onboarding?redirect=${to}`,
    errorCallbackURL: `/auth?redirect=${to}`,
  };
}

/** Asks better-auth for the provider's authorization URL (state and PKCE kept on our side) and goes there. */
export function useStartProviderSignIn() {
  return useMutation({
    mutationFn: ({ provider, redirect }: { provider: SignInProviderId; redirect: string }) =>
      api.post<{ url: string }>('/api/auth/sign-in/social', { provider, ...providerReturnPaths(redirect) }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** A signed-in member's ways in: the password and each provider. */
export function useWaysIn() {
  return useQuery({ queryKey: signInKeys.ways, queryFn: () => api.get<WaysInResponse>('/api/sign-in/ways') });
}

/** Adds a provider from settings: off to the provider, and back to settings. */
export function useLinkProvider() {
  return useMutation({
    mutationFn: (provider: SignInProviderId) =>
      api.post<{ url: string }>('/api/auth/link-social', {
        provider,
        callbackURL: '/settings?linked=1',
        errorCallbackURL: '/settings',
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SignInProviderId) => api.delete<WaysInResponse>(`/api/sign-in/ways/${provider}`),
    onSuccess: (data) => queryClient.setQueryData(signInKeys.ways, data),
  });
}
