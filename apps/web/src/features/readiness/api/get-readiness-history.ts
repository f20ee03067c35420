import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadinessHistoryResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { readinessKeys } from './keys';

export const readinessHistoryQueryOptions = (days: number, until: string) =>
  queryOptions({
    queryKey: [...readinessKeys.all, 'history', days, until],
    queryFn: () => api.get<ReadinessHistoryResponse>(`/api/readiness?days=${days}&until=${until}`),
  });

/** The member's check-ins of the last `days` days up to their own today, newest first. */
export function useReadinessHistory(days: number, until: string) {
  return useQuery(readinessHistoryQueryOptions(days, until));
}
