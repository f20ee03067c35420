import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachDemoResponse, CoachQuickQuestion } from '@lifeorbit/contracts/coach';
import { api } from '@/lib/api';
import { coachKeys } from './keys';

export const coachDemoQueryOptions = (question: CoachQuickQuestion) =>
  queryOptions({
    queryKey: coachKeys.demo(question),
    queryFn: () => api.get<CoachDemoResponse>(`/api/coach/demo?question=${question}`),
  });

export function useCoachDemo(question: CoachQuickQuestion) {
  return useQuery(coachDemoQueryOptions(question));
}
