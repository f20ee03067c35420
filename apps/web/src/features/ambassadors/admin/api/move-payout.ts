import type { PayoutEntryView, PayoutStatusRequest } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { useAmbassadorWrite } from './use-ambassador-write';

export function movePayout({ id, body }: { id: string; body: PayoutStatusRequest }) {
  return api.post<PayoutEntryView>(`/api/admin/payouts/${id}/status`, body);
}

export const useMovePayout = () => useAmbassadorWrite(movePayout);
