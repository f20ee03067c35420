import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * The e-mail check's answer: the first use of a sign-up's link also signs the member in (issue 36, item 6), or, with
 * two-factor on, starts the code step of the sign-in page.
 */
export interface VerifyEmailResult {
  verified: boolean;
  signedIn: boolean;
  twoFactorRedirect: boolean;
}

export function verifyEmail(token: string) {
  return api.post<VerifyEmailResult>('/api/data/verify-email', { token });
}

/** Confirms the e-mail of the mailed link's token. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
