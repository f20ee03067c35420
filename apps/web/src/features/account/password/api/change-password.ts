import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

/** better-auth's change-password behind our proxy: every other session is signed out unless asked otherwise. */
export function changePassword(body: ChangePasswordRequest) {
  return api.post<{ user: { id: string } }>('/api/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
