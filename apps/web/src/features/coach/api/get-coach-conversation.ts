import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachConversationResponse } from '@lifeorbit/contracts/coach';
import { api } from '@/lib/api';
import { coachKeys } from './keys';

export const coachConversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: coachKeys.conversation(id),
    queryFn: () => api.get<CoachConversationResponse>(`/api/coach/conversations/${id}`),
  });

export function useCoachConversation(id: string | null) {
  return useQuery({ ...coachConversationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
