import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowMentorResponse } from '@lifeorbit/contracts/mentors';
import { api } from '@/lib/api';
import { mentorKeys } from './keys';

export function followMentor({ mentorId, follow }: { mentorId: string; follow: boolean }) {
  return follow
    ? api.put<FollowMentorResponse>(`/api/mentors/${mentorId}/follow`, {})
    : api.delete<FollowMentorResponse>(`/api/mentors/${mentorId}/follow`);
}

export function useFollowMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followMentor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}
