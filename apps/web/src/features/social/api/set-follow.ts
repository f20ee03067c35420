import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { socialKeys } from './keys';

/** Follow (or ask to), unfollow, block and unblock: each answers where I now stand with the member. */
export type FollowAction = 'follow' | 'unfollow' | 'block' | 'unblock';

export function setFollow({ handle, action }: { handle: string; action: FollowAction }) {
  const path = `/api/social/${action === 'follow' || action === 'unfollow' ? 'follows' : 'blocks'}/${handle}`;
  return action === 'follow' || action === 'block' ? api.post<FollowResponse>(path) : api.delete<FollowResponse>(path);
}

export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}
