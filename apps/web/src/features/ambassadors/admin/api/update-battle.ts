import type { BattleSummary, UpdateBattleRequest } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { useAmbassadorWrite } from './use-ambassador-write';

export function updateBattle({ id, body }: { id: string; body: UpdateBattleRequest }) {
  return api.patch<BattleSummary>(`/api/admin/battles/${id}`, body);
}

export const useUpdateBattle = () => useAmbassadorWrite(updateBattle);
