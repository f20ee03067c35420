import type { CreateGymRequest, GymDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useGymWrite } from './use-gym-write';

export function createGym(body: CreateGymRequest) {
  return api.post<GymDetail>('/api/gyms', body);
}

export const useCreateGym = () => useGymWrite(createGym);
