import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OAuthAppListResponse } from '@lifeorbit/contracts/oauth';
import { api } from '@/lib/api';
import { oauthKeys } from './keys';

export function deleteOAuthApp(clientId: string) {
  return api.delete<OAuthAppListResponse>(`/api/oauth/apps/${encodeURIComponent(clientId)}`);
}

/** Deletes one of the member's apps, and every access it was given. The answer is the new list. */
export function useDeleteOAuthApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOAuthApp,
    onSuccess: (data) => {
      queryClient.setQueryData(oauthKeys.apps, data);
      void queryClient.invalidateQueries({ queryKey: oauthKeys.grants });
    },
  });
}
