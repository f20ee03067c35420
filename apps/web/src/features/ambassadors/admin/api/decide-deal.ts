import type { DealView } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { useAmbassadorWrite } from './use-ambassador-write';

/** Verifies a deal (reason null) or rejects it with a reason. */
export function decideDeal({ id, reason }: { id: string; reason: string | null }) {
  return reason === null
    ? api.post<DealView>(`/api/admin/deals/${id}/verify`)
    : api.post<DealView>(`/api/admin/deals/${id}/reject`, { reason });
}

export const useDecideDeal = () => useAmbassadorWrite(decideDeal);
