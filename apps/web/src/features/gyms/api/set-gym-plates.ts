import type { GymDetail, GymPlateProfileInput } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useGymWrite } from './use-gym-write';

export function setGymPlates({ gymId, body }: { gymId: string; body: GymPlateProfileInput | null }) {
  return body
    ? api.put<GymDetail>(`/api/gyms/${gymId}/plate-profile`, body)
    : api.delete<GymDetail>(`/api/gyms/${gymId}/plate-profile`);
}

export const useSetGymPlates = () => useGymWrite(setGymPlates);
