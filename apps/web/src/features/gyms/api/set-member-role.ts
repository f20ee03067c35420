import type { GymMembersResponse, GymRole } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useGymWrite } from './use-gym-write';

export function setMemberRole({ gymId, handle, role }: { gymId: string; handle: string; role: GymRole }) {
  return api.patch<GymMembersResponse>(`/api/gyms/${gymId}/members/${encodeURIComponent(handle)}`, { role });
}

export const useSetMemberRole = () => useGymWrite(setMemberRole);
