import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOAuthAppRequest, CreatedOAuthAppResponse } from '@lifeorbit/contracts/oauth';
import { api } from '@/lib/api';
import { oauthKeys } from './keys';

export function createOAuthApp(request: CreateOAuthAppRequest) {
  return api.post<CreatedOAuthAppResponse>('/api/oauth/apps', request);
}

/** Registers an app; the answer holds its client secret once. */
export function useCreateOAuthApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOAuthApp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oauthKeys.apps }),
  });
}
