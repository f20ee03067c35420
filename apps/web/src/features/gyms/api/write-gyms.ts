import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateGymRequest,
  GymDetail,
  GymImageResponse,
  GymMembersResponse,
  GymPlateProfileInput,
  GymRole,
  GymStatus,
  SetGymEquipmentRequest,
  UpdateGymRequest,
  UpdateMembershipRequest,
  WorkoutGymResponse,
} from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { gymKeys } from './keys';

/** Every write of the gyms feature refreshes what the gyms feature shows (and the suggestion of a workout there). */
function useGymWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // Not awaited: the caller's own onSuccess (a toast) runs at once, before the refreshed lists can unmount the
    // button that asked (TanStack Query skips the callbacks of a mutate whose component is gone).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gymKeys.all });
    },
  });
}

export const useCreateGym = () => useGymWrite((body: CreateGymRequest) => api.post<GymDetail>('/api/gyms', body));

export const useUpdateGym = () =>
  useGymWrite(({ gymId, body }: { gymId: string; body: UpdateGymRequest }) =>
    api.patch<GymDetail>(`/api/gyms/${gymId}`, body),
  );

export const useSetGymEquipment = () =>
  useGymWrite(({ gymId, body }: { gymId: string; body: SetGymEquipmentRequest }) =>
    api.put<GymDetail>(`/api/gyms/${gymId}/equipment`, body),
  );

export const useSetGymPlates = () =>
  useGymWrite(({ gymId, body }: { gymId: string; body: GymPlateProfileInput | null }) =>
    body
      ? api.put<GymDetail>(`/api/gyms/${gymId}/plate-profile`, body)
      : api.delete<GymDetail>(`/api/gyms/${gymId}/plate-profile`),
  );

export const useJoinGym = () =>
  useGymWrite(({ gymId, isHome }: { gymId: string; isHome?: boolean }) =>
    api.post<GymDetail>(`/api/gyms/${gymId}/membership`, isHome === undefined ? {} : { isHome }),
  );

export const useUpdateMembership = () =>
  useGymWrite(({ gymId, body }: { gymId: string; body: UpdateMembershipRequest }) =>
    api.patch<GymDetail>(`/api/gyms/${gymId}/membership`, body),
  );

export const useLeaveGym = () =>
  useGymWrite(({ gymId }: { gymId: string }) => api.delete<void>(`/api/gyms/${gymId}/membership`));

export const useSetMemberRole = () =>
  useGymWrite(({ gymId, handle, role }: { gymId: string; handle: string; role: GymRole }) =>
    api.patch<GymMembersResponse>(`/api/gyms/${gymId}/members/${encodeURIComponent(handle)}`, { role }),
  );

export const useRemoveMember = () =>
  useGymWrite(({ gymId, handle }: { gymId: string; handle: string }) =>
    api.delete<void>(`/api/gyms/${gymId}/members/${encodeURIComponent(handle)}`),
  );

export const useSetGymStatus = () =>
  useGymWrite(({ gymId, status }: { gymId: string; status: GymStatus }) =>
    api.post<GymDetail>(`/api/admin/gyms/${gymId}/status`, { status }),
  );

export const useTransferGym = () =>
  useGymWrite(({ gymId, handle }: { gymId: string; handle: string }) =>
    api.post<GymDetail>(`/api/admin/gyms/${gymId}/transfer`, { handle }),
  );

/** Where a workout is logged; its suggestions follow that gym's plates, so they are fetched again. */
export function useSetWorkoutGym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workoutId, gymId }: { workoutId: string; gymId: string | null }) =>
      api.put<WorkoutGymResponse>(`/api/workouts/${workoutId}/gym`, { gymId }),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}

export type GymImageKind = 'logo' | 'cover';
/** What the server takes for a logo or cover (the avatar pipeline's limits). */
export const GYM_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const GYM_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** The logo or cover goes as the picture's own bytes (null removes it); browsers without HEIC send no type. */
export const useSetGymImage = () =>
  useGymWrite(async ({ gymId, kind, file }: { gymId: string; kind: GymImageKind; file: File | null }) => {
    if (!file) return api.delete<void>(`/api/gyms/${gymId}/${kind}`);
    const type = file.type || (/\.(heic|heif)$/i.test(file.name) ? 'image/heic' : 'application/octet-stream');
    await api.put<GymImageResponse>(`/api/gyms/${gymId}/${kind}`, new Blob([file], { type }));
  });
