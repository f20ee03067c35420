import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { socialKeys } from './keys';
import { notificationKeys } from './notification-keys';

export function answerFollowRequest({ handle, approve }: { handle: string; approve: boolean }) {
  return approve
    ? api.post<void>(`/api/social/follow-requests/${handle}/approve`)
    : api.delete<void>(`/api/social/follow-requests/${handle}`);
}

export function useAnswerFollowRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerFollowRequest,
    // An answered request is no longer an unread notification.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
