import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { coachKeys } from './keys';

export function deleteCoachConversation(id: string) {
  return api.delete<void>(`/api/coach/conversations/${id}`);
}

export function useDeleteCoachConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoachConversation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: coachKeys.all }),
  });
}
