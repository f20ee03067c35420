import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@lifeorbit/contracts';
import { api, ApiError } from './api';

import { meQueryKey } from './query-keys';

/** The signed-in member, or null when there is no session (a 401 is an answer here, not an error). */
export async function getMe(): Promise<MeResponse | null> {
  try {
    return await api.get<MeResponse>('/api/me');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });

export function useMe() {
  return useQuery(meQueryOptions);
}
