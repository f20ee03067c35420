import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestReadinessResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { readinessKeys } from './keys';

export function getLatestReadiness() {
  return api.get<LatestReadinessResponse>('/api/readiness/latest');
}

/** Spec §7 get_latest_readiness: the newest check-in and the energy suggestions use (65 without one). */
export function latestReadinessQueryOptions() {
  return queryOptions({
    queryKey: readinessKeys.latest(),
    queryFn: getLatestReadiness,
    staleTime: 5 * 60_000,
  });
}

export function useLatestReadiness(enabled = true) {
  return useQuery({ ...latestReadinessQueryOptions(), enabled });
}
