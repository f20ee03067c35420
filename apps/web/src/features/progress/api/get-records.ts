import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { progressKeys } from './keys';

export function getRecords(lang: string) {
  return api.get<RecordsResponse>(`/api/progress/records?lang=${lang}`);
}

export function recordsQueryOptions(lang: string) {
  return queryOptions({ queryKey: progressKeys.records(lang), queryFn: () => getRecords(lang), staleTime: 60_000 });
}

/** The member's newest personal records over every exercise. */
export function useRecords(lang: string) {
  return useQuery(recordsQueryOptions(lang));
}
