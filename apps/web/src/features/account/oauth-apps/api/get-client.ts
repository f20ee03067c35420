import { useQuery } from '@tanstack/react-query';
import type { OAuthClientInfo } from '@lifeorbit/contracts/oauth';
import { api } from '@/lib/api';
import { oauthKeys } from './keys';

export function getOAuthClient(clientId: string) {
  return api.get<OAuthClientInfo>(`/api/oauth/clients/${encodeURIComponent(clientId)}`);
}

/** What the consent page shows of the app asking: its name, where it sends the member back, its scopes. */
export function useOAuthClient(clientId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: oauthKeys.client(clientId ?? ''),
    queryFn: () => getOAuthClient(clientId ?? ''),
    enabled: enabled && Boolean(clientId),
    retry: false,
  });
}
