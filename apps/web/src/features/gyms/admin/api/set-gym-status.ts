import type { GymDetail, GymStatus } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useGymWrite } from '@/features/gyms/api/use-gym-write';

export function setGymStatus({ gymId, status }: { gymId: string; status: GymStatus }) {
  return api.post<GymDetail>(`/api/admin/gyms/${gymId}/status`, { status });
}

export const useSetGymStatus = () => useGymWrite(setGymStatus);
