import type { BattleSummary } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { useAmbassadorWrite } from './use-ambassador-write';

export function cancelBattle({ id, reason }: { id: string; reason: string }) {
  return api.post<BattleSummary>(`/api/admin/battles/${id}/cancel`, { reason });
}

export const useCancelBattle = () => useAmbassadorWrite(cancelBattle);
