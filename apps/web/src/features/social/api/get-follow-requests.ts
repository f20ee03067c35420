import { useQuery } from '@tanstack/react-query';
import type { FollowRequestsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { socialKeys } from './keys';

export function getFollowRequests() {
  return api.get<FollowRequestsResponse>('/api/social/follow-requests');
}

/** Members asking to follow me (I have a private profile). */
export function useFollowRequests() {
  return useQuery({ queryKey: socialKeys.requests(), queryFn: getFollowRequests, staleTime: 30_000 });
}
