import type { BattleDetail } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { useAmbassadorWrite } from './use-ambassador-write';

export function inviteAmbassadors({ id, ambassadorIds }: { id: string; ambassadorIds: string[] }) {
  return api.post<BattleDetail>(`/api/admin/battles/${id}/invitations`, { ambassadorIds });
}

export const useInvite = () => useAmbassadorWrite(inviteAmbassadors);
