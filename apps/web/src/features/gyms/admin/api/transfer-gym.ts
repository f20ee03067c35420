import type { GymDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useGymWrite } from '@/features/gyms/api/use-gym-write';

export function transferGym({ gymId, handle }: { gymId: string; handle: string }) {
  return api.post<GymDetail>(`/api/admin/gyms/${gymId}/transfer`, { handle });
}

export const useTransferGym = () => useGymWrite(transferGym);
