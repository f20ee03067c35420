import { useMutation } from '@tanstack/react-query';
import type { SignInProviderId } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

/** Where the browser goes after the provider: the page it was heading to; a new account goes through onboarding. */
export function providerReturnPaths(redirect: string) {
  const to = encodeURIComponent(redirect);
  return {
    callbackURL: `/auth/callback?redirect=${to}`,
    newUserCallbackURL: `/onboarding?redirect=${to}`,
    errorCallbackURL: `/auth?redirect=${to}`,
  };
}

export function startProviderSignIn({ provider, redirect }: { provider: SignInProviderId; redirect: string }) {
  return api.post<{ url: string }>('/api/auth/sign-in/social', { provider, ...providerReturnPaths(redirect) });
}

/** Asks better-auth for the provider's authorization URL (state and PKCE kept on our side) and goes there. */
export function useStartProviderSignIn() {
  return useMutation({
    mutationFn: startProviderSignIn,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
