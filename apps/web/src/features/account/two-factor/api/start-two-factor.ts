import { useMutation } from '@tanstack/react-query';
import type { EnableTwoFactorResponse } from '@lifeorbit/contracts/two-factor';
import { api } from '@/lib/api';

export function startTwoFactor(password: string) {
  return api.post<EnableTwoFactorResponse>('/api/auth/two-factor/enable', { password });
}

/** better-auth's two-factor endpoints behind our proxy (issue 29): the set-up in settings begins with the password. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}
