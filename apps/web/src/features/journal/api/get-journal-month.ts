import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalCalendarResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { journalKeys } from './keys';

export const journalMonthQueryOptions = (month: string) =>
  queryOptions({
    queryKey: journalKeys.month(month),
    queryFn: () => api.get<JournalCalendarResponse>(`/api/journal/calendar?month=${month}`),
  });

/** The days of a month (YYYY-MM) with entries, and their average mood. */
export function useJournalMonth(month: string) {
  return useQuery(journalMonthQueryOptions(month));
}
