import { useMutation } from '@tanstack/react-query';
import type { SignInProviderId } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

export function linkProvider(provider: SignInProviderId) {
  return api.post<{ url: string }>('/api/auth/link-social', {
    provider,
    callbackURL: '/settings?linked=1',
    errorCallbackURL: '/settings',
  });
}

/** Adds a provider from settings: off to the provider, and back to settings. */
export function useLinkProvider() {
  return useMutation({
    mutationFn: linkProvider,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
