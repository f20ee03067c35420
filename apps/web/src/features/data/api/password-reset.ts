import { useMutation, useQuery } from '@tanstack/react-query';
import type { DevMail, RequestPasswordResetRequest, ResetPasswordRequest } from '@lifeorbit/contracts/data';
import { api } from '@/lib/api';

/** better-auth's reset behind our proxy: the same answer whether or not the e-mail has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: RequestPasswordResetRequest) => api.post<{ status: boolean }>('/api/auth/request-password-reset', body),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.post<{ status: boolean }>('/api/auth/reset-password', body),
  });
}

/** The development mailbox (superadmin, never in production), newest first. */
export function useDevMailbox() {
  return useQuery({
    queryKey: ['data', 'dev-mailbox'],
    queryFn: () => api.get<{ mails: DevMail[] }>('/api/admin/dev-mailbox?limit=100'),
  });
}

/**
 * The e-mail check's answer: the first use of a sign-up's link also signs the member in (issue 36, item 6), or, with
 * two-factor on, starts the code step of the sign-in page.
 */
export interface VerifyEmailResult {
  verified: boolean;
  signedIn: boolean;
  twoFactorRedirect: boolean;
}

/** Confirms the e-mail of the mailed link's token. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => api.post<VerifyEmailResult>('/api/data/verify-email', { token }),
  });
}
