import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { socialKeys } from './keys';

export function deleteComment({ commentId }: { workoutId: string; commentId: string }) {
  return api.delete<void>(`/api/social/comments/${commentId}`);
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}
