import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OAuthAppListResponse } from '@lifeorbit/contracts/oauth';
import { api } from '@/lib/api';
import { oauthKeys } from './keys';

export function getOAuthApps() {
  return api.get<OAuthAppListResponse>('/api/oauth/apps');
}

export const oauthAppsQueryOptions = queryOptions({ queryKey: oauthKeys.apps, queryFn: getOAuthApps });

/** The apps the member registered, newest first: name, client id and redirect URIs, never a secret. */
export function useOAuthApps() {
  return useQuery(oauthAppsQueryOptions);
}
