import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, Role } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

/** The changes an admin makes to one user; each answers the user as it now is. */
export type UserChange =
  | { kind: 'grantRole'; role: Role }
  | { kind: 'revokeRole'; role: Role }
  | { kind: 'revokeSession'; sessionId: string }
  | { kind: 'ban'; reason: string }
  | { kind: 'unban' };

export function updateUser(id: string, change: UserChange): Promise<AdminUserDetail> {
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  switch (change.kind) {
    case 'grantRole':
      return api.post(`${base}/roles`, { role: change.role });
    case 'revokeRole':
      return api.delete(`${base}/roles/${change.role}`);
    case 'revokeSession':
      return api.delete(`${base}/sessions/${encodeURIComponent(change.sessionId)}`);
    case 'ban':
      return api.post(`${base}/ban`, { reason: change.reason });
    case 'unban':
      return api.delete(`${base}/ban`);
  }
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => updateUser(id, change),
    onSuccess: (user) => {
      queryClient.setQueryData(adminKeys.user(id), user);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
