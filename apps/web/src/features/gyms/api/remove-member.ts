import { api } from '@/lib/api';
import { useGymWrite } from './use-gym-write';

export function removeMember({ gymId, handle }: { gymId: string; handle: string }) {
  return api.delete<void>(`/api/gyms/${gymId}/members/${encodeURIComponent(handle)}`);
}

export const useRemoveMember = () => useGymWrite(removeMember);
