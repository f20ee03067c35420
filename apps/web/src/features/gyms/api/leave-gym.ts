import { api } from '@/lib/api';
import { useGymWrite } from './use-gym-write';

export function leaveGym({ gymId }: { gymId: string }) {
  return api.delete<void>(`/api/gyms/${gymId}/membership`);
}

export const useLeaveGym = () => useGymWrite(leaveGym);
