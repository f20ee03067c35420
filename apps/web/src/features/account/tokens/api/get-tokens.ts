import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TokenListResponse } from '@lifeorbit/contracts/tokens';
import { api } from '@/lib/api';
import { tokenKeys } from './keys';

export function getTokens() {
  return api.get<TokenListResponse>('/api/tokens');
}

export const tokensQueryOptions = queryOptions({ queryKey: tokenKeys.list, queryFn: getTokens });

/** A member's personal access tokens, newest first: names, scopes and dates, never the tokens themselves. */
export function useTokens() {
  return useQuery(tokensQueryOptions);
}
