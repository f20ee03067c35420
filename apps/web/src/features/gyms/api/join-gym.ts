import type { GymDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useGymWrite } from './use-gym-write';

export function joinGym({ gymId, isHome }: { gymId: string; isHome?: boolean }) {
  return api.post<GymDetail>(`/api/gyms/${gymId}/membership`, isHome === undefined ? {} : { isHome });
}

export const useJoinGym = () => useGymWrite(joinGym);
