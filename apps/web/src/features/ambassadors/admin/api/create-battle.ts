import type { BattleSummary, CreateBattleRequest } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { useAmbassadorWrite } from './use-ambassador-write';

export function createBattle(body: CreateBattleRequest) {
  return api.post<BattleSummary>('/api/admin/battles', body);
}

export const useCreateBattle = () => useAmbassadorWrite(createBattle);
