import type { BattleSummary } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { useAmbassadorWrite } from './use-ambassador-write';

export type BattleAction = 'publish' | 'start-now' | 'end-now';

export function runBattleAction({ id, action }: { id: string; action: BattleAction }) {
  return api.post<BattleSummary>(`/api/admin/battles/${id}/${action}`);
}

export const useBattleAction = () => useAmbassadorWrite(runBattleAction);
