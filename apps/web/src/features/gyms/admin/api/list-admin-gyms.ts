import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GymsResponse, GymStatus } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { gymKeys } from '@/features/gyms/api/keys';
import { searchOf } from '@/features/gyms/api/paths';

export function listAdminGyms(q: string, status: GymStatus | '', cursor: string | undefined) {
  return api.get<GymsResponse>(`/api/admin/gyms${searchOf({ q, status: status || undefined, cursor })}`);
}

export function adminGymsQueryOptions(q: string, status: GymStatus | '') {
  return infiniteQueryOptions({
    queryKey: gymKeys.adminList(q, status),
    queryFn: ({ pageParam }) => listAdminGyms(q, status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Every gym for the admin area, by status. */
export function useAdminGyms(q: string, status: GymStatus | '') {
  return useInfiniteQuery(adminGymsQueryOptions(q, status));
}
