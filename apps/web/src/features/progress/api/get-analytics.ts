import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { progressKeys } from './keys';

export function getAnalytics(weeks: number, lang: string) {
  return api.get<AnalyticsResponse>(`/api/analytics?weeks=${weeks}&lang=${lang}`);
}

export function analyticsQueryOptions(weeks: number, lang: string) {
  return queryOptions({
    queryKey: progressKeys.analytics(weeks, lang),
    queryFn: () => getAnalytics(weeks, lang),
    staleTime: 60_000,
  });
}

/** Weekly sets per muscle, workouts, volume and hours, the exercise split and a year of training days. */
export function useAnalytics(weeks: number, lang: string) {
  return useQuery(analyticsQueryOptions(weeks, lang));
}
