import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { forgetSnapshots, getOutbox } from '@/lib/outbox';
import { meQueryKey } from '@/lib/query-keys';
import { forgetMe } from '@/lib/session';

export function signOut() {
  return api.post<{ success: boolean }>('/api/auth/sign-out', {});
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      // Nothing of the previous member may stay in memory or in the copies kept for offline use. Their waiting writes
      // stay stored and are sent when they sign in again.
      const userId = queryClient.getQueryData<MeResponse | null>(meQueryKey)?.id;
      if (userId) void forgetSnapshots(userId).catch(() => undefined);
      void getOutbox().setUser(null);
      if ('caches' in window) void caches.delete('lifeorbit-catalogue').catch(() => undefined);
      forgetMe();
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
