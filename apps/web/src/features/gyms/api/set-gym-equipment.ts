import type { GymDetail, SetGymEquipmentRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useGymWrite } from './use-gym-write';

export function setGymEquipment({ gymId, body }: { gymId: string; body: SetGymEquipmentRequest }) {
  return api.put<GymDetail>(`/api/gyms/${gymId}/equipment`, body);
}

export const useSetGymEquipment = () => useGymWrite(setGymEquipment);
