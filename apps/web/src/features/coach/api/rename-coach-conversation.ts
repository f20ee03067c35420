import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachConversation } from '@lifeorbit/contracts/coach';
import { api } from '@/lib/api';
import { coachKeys } from './keys';

export function renameCoachConversation({ id, title }: { id: string; title: string }) {
  return api.patch<CoachConversation>(`/api/coach/conversations/${id}`, { title });
}

export function useRenameCoachConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCoachConversation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: coachKeys.all }),
  });
}
