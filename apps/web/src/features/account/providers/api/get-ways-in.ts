import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaysInResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { signInKeys } from './keys';

export function getWaysIn() {
  return api.get<WaysInResponse>('/api/sign-in/ways');
}

export const waysInQueryOptions = queryOptions({ queryKey: signInKeys.ways, queryFn: getWaysIn });

/** A signed-in member's ways in: the password, each provider and each passkey. */
export function useWaysIn() {
  return useQuery(waysInQueryOptions);
}
