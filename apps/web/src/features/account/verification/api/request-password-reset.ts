import { useMutation } from '@tanstack/react-query';
import type { RequestPasswordResetRequest } from '@lifeorbit/contracts/data';
import { api } from '@/lib/api';

export function requestPasswordReset(body: RequestPasswordResetRequest) {
  return api.post<{ status: boolean }>('/api/auth/request-password-reset', body);
}

/** better-auth's reset behind our proxy: the same answer whether or not the e-mail has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
