import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { socialKeys } from './keys';

/** Adds a comment to a workout, or edits one of mine (with its id); the answer is the workout's comments. */
export function writeComment({ workoutId, commentId, body }: { workoutId: string; commentId?: string; body: string }) {
  return commentId
    ? api.patch<CommentsResponse>(`/api/social/comments/${commentId}`, { body })
    : api.post<CommentsResponse>(`/api/social/workouts/${workoutId}/comments`, { body });
}

export function useWriteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeComment,
    onSuccess: (answer, { workoutId }) => {
      queryClient.setQueryData(socialKeys.comments(workoutId), answer);
      void queryClient.invalidateQueries({ queryKey: socialKeys.all });
    },
  });
}
