import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  GymDetail,
  GymLeaderboardResponse,
  GymMembersResponse,
  GymsResponse,
  GymStatus,
  GymWorkoutsResponse,
  MyGymsResponse,
  PublicGym,
  WorkoutGymResponse,
} from '@lifeorbit/contracts';
import { gymReadPaths } from './paths';
import { api } from '@/lib/api';
import { gymKeys } from './keys';

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The directory: verified gyms (and those I admin) by name, found by the start of the name or city; paged. */
export function useGyms(q: string) {
  return useInfiniteQuery({
    queryKey: gymKeys.list(q),
    queryFn: ({ pageParam }) => api.get<GymsResponse>(`/api/gyms${query({ q, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Every gym for the admin area, by status. */
export function useAdminGyms(q: string, status: GymStatus | '') {
  return useInfiniteQuery({
    queryKey: gymKeys.adminList(q, status),
    queryFn: ({ pageParam }) =>
      api.get<GymsResponse>(`/api/admin/gyms${query({ q, status: status || undefined, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function myGymsQueryOptions() {
  return queryOptions({ queryKey: gymKeys.mine(), queryFn: () => api.get<MyGymsResponse>(gymReadPaths.mine) });
}

export function useMyGyms(enabled = true) {
  return useQuery({ ...myGymsQueryOptions(), enabled });
}

export function useGym(gymId: string | undefined, lang: string) {
  return useQuery({
    queryKey: gymKeys.detail(gymId ?? '', lang),
    queryFn: () => api.get<GymDetail>(`/api/gyms/${encodeURIComponent(gymId!)}?lang=${lang}`),
    enabled: Boolean(gymId),
    retry: false,
  });
}

export function usePublicGym(slug: string | undefined, lang: string) {
  return useQuery({
    queryKey: gymKeys.publicGym(slug ?? '', lang),
    queryFn: () => api.get<PublicGym>(`/api/gyms/public/${encodeURIComponent(slug!)}?lang=${lang}`),
    enabled: Boolean(slug),
    retry: false,
  });
}

export function useGymMembers(gymId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: gymKeys.members(gymId),
    queryFn: ({ pageParam }) =>
      api.get<GymMembersResponse>(`/api/gyms/${gymId}/members${query({ cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useGymLeaderboard(gymId: string) {
  return useQuery({
    queryKey: gymKeys.leaderboard(gymId),
    queryFn: () => api.get<GymLeaderboardResponse>(`/api/gyms/${gymId}/leaderboard`),
  });
}

export function useGymWorkouts(gymId: string) {
  return useQuery({
    queryKey: gymKeys.workouts(gymId),
    queryFn: () => api.get<GymWorkoutsResponse>(`/api/gyms/${gymId}/workouts`),
  });
}

/** The gym a workout is logged at (its plates and equipment), or none. */
export function useWorkoutGym(workoutId: string | undefined) {
  return useQuery({
    queryKey: gymKeys.workoutGym(workoutId ?? ''),
    queryFn: () => api.get<WorkoutGymResponse>(gymReadPaths.workoutGym(workoutId ?? '')),
    enabled: Boolean(workoutId),
    staleTime: 60_000,
  });
}
