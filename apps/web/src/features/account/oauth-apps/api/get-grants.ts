import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OAuthGrantListResponse } from '@lifeorbit/contracts/oauth';
import { api } from '@/lib/api';
import { oauthKeys } from './keys';

export function getOAuthGrants() {
  return api.get<OAuthGrantListResponse>('/api/oauth/grants');
}

export const oauthGrantsQueryOptions = queryOptions({ queryKey: oauthKeys.grants, queryFn: getOAuthGrants });

/** The apps that act for the member: what each may do, since when, and when it last did. */
export function useOAuthGrants() {
  return useQuery(oauthGrantsQueryOptions);
}
