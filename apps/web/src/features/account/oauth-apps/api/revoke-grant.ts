import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OAuthGrantListResponse } from '@lifeorbit/contracts/oauth';
import { api } from '@/lib/api';
import { oauthKeys } from './keys';

export function revokeOAuthGrant(clientId: string) {
  return api.delete<OAuthGrantListResponse>(`/api/oauth/grants/${encodeURIComponent(clientId)}`);
}

/** Ends an app's access: its tokens stop working at once. The answer is the new list. */
export function useRevokeOAuthGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOAuthGrant,
    onSuccess: (data) => queryClient.setQueryData(oauthKeys.grants, data),
  });
}
