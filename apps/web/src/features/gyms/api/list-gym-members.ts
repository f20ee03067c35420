import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GymMembersResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { gymKeys } from './keys';
import { searchOf } from './paths';

export function listGymMembers(gymId: string, cursor: string | undefined) {
  return api.get<GymMembersResponse>(`/api/gyms/${gymId}/members${searchOf({ cursor })}`);
}

export function gymMembersQueryOptions(gymId: string) {
  return infiniteQueryOptions({
    queryKey: gymKeys.members(gymId),
    queryFn: ({ pageParam }) => listGymMembers(gymId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useGymMembers(gymId: string, enabled = true) {
  return useInfiniteQuery({ ...gymMembersQueryOptions(gymId), enabled });
}
