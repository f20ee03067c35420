import type { GymDetail, UpdateMembershipRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useGymWrite } from './use-gym-write';

export function updateMembership({ gymId, body }: { gymId: string; body: UpdateMembershipRequest }) {
  return api.patch<GymDetail>(`/api/gyms/${gymId}/membership`, body);
}

export const useUpdateMembership = () => useGymWrite(updateMembership);
