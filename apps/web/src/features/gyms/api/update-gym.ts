import type { GymDetail, UpdateGymRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useGymWrite } from './use-gym-write';

export function updateGym({ gymId, body }: { gymId: string; body: UpdateGymRequest }) {
  return api.patch<GymDetail>(`/api/gyms/${gymId}`, body);
}

export const useUpdateGym = () => useGymWrite(updateGym);
