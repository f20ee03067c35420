import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachConversationsResponse } from '@lifeorbit/contracts/coach';
import { api } from '@/lib/api';
import { coachKeys } from './keys';

export const coachConversationsQueryOptions = () =>
  queryOptions({
    queryKey: coachKeys.conversations(),
    queryFn: () => api.get<CoachConversationsResponse>('/api/coach/conversations'),
  });

export function useCoachConversations() {
  return useQuery(coachConversationsQueryOptions());
}
