import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@lifeorbit/contracts/data';
import { api } from '@/lib/api';

export function resetPassword(body: ResetPasswordRequest) {
  return api.post<{ status: boolean }>('/api/auth/reset-password', body);
}

/** A new password for the account of the mailed reset link's token. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
