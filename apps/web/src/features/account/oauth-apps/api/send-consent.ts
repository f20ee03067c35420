import { useMutation } from '@tanstack/react-query';
import type { OAuthConsentRequest, OAuthConsentResponse } from '@lifeorbit/contracts/oauth';
import { api } from '@/lib/api';

export function sendOAuthConsent(request: OAuthConsentRequest) {
  return api.post<OAuthConsentResponse>('/api/oauth/consent', request);
}

/** Allow or Deny: the answer is where the browser goes next (the app, with a code or an error). */
export function useOAuthConsent() {
  return useMutation({ mutationFn: sendOAuthConsent });
}
