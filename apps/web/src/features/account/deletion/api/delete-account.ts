import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export function deleteAccount(password: string) {
  return apiRequest<void>('DELETE', '/api/data/account', { password });
}

/** Deletes the member's account and everything of theirs, after the password (issue 24). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
