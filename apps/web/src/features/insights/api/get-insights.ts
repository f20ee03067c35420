import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

/** The device's time zone, in which workouts are counted to days. */
function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const insightsQueryOptions = (today: string, lang: string) =>
  queryOptions({
    // Under the journal's key too: a new entry refreshes the statements at once.
    queryKey: ['journal', 'insights', today, lang],
    queryFn: () =>
      api.get<InsightsResponse>(`/api/insights?today=${today}&tz=${encodeURIComponent(deviceTimeZone())}&lang=${lang}`),
  });

export function useInsights(today: string, lang: string) {
  return useQuery(insightsQueryOptions(today, lang));
}
