import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LastSetResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { workoutKeys } from './keys';

export function getLastSet(exerciseId: string) {
  return api.get<LastSetResponse>(`/api/exercises/${encodeURIComponent(exerciseId)}/last-set`);
}

/** Spec §7 last-set lookup: the member's newest completed set of the exercise (the default of the next one). */
export function lastSetQueryOptions(exerciseId: string) {
  return queryOptions({
    queryKey: workoutKeys.lastSet(exerciseId),
    queryFn: () => getLastSet(exerciseId),
    staleTime: 60_000,
  });
}

export function useLastSet(exerciseId: string, enabled = true) {
  return useQuery({ ...lastSetQueryOptions(exerciseId), enabled });
}
