import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminKeys, toQueryString } from './admin-keys';

export interface CoachLog {
  id: string;
  userId: string | null;
  userEmail: string | null;
  prompt: string;
  response: string | null;
  model: string | null;
  languageCode: string | null;
  status: 'ok' | 'error' | 'refused' | 'fallback' | 'limited';
  latencyMs: number | null;
  provider: 'embedded' | 'openai' | null;
  tokensIn: number | null;
  tokensOut: number | null;
  createdAt: string;
}

export interface CoachLogsFilter {
  q?: string;
  status?: '' | CoachLog['status'];
  provider?: '' | NonNullable<CoachLog['provider']>;
  page: number;
}

export function useCoachLogs(filter: CoachLogsFilter) {
  return useQuery({
    queryKey: adminKeys.coachLogs(filter),
    queryFn: () =>
      api.get<{ logs: CoachLog[]; total: number; page: number; pageSize: number }>(
        `/api/admin/coach-logs${toQueryString({ ...filter, pageSize: 25 })}`,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
