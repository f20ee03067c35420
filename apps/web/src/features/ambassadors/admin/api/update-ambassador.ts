import type { AmbassadorSummary, UpdateAmbassadorRequest } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { useAmbassadorWrite } from './use-ambassador-write';

export function updateAmbassador({ id, body }: { id: string; body: UpdateAmbassadorRequest }) {
  return api.patch<AmbassadorSummary>(`/api/admin/ambassadors/${id}`, body);
}

export const useUpdateAmbassador = () => useAmbassadorWrite(updateAmbassador);
