import type { BattleDetail } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { useAmbassadorWrite } from './use-ambassador-write';

export function setPrize({ id, amount, currency }: { id: string; amount: string; currency: string }) {
  return api.post<BattleDetail>(`/api/admin/battles/${id}/prize`, { amount, currency });
}

export const useSetPrize = () => useAmbassadorWrite(setPrize);
