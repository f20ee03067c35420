import type { AmbassadorSummary, CreateAmbassadorRequest } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { useAmbassadorWrite } from './use-ambassador-write';

export function createAmbassador(body: CreateAmbassadorRequest) {
  return api.post<AmbassadorSummary>('/api/admin/ambassadors', body);
}

export const useCreateAmbassador = () => useAmbassadorWrite(createAmbassador);
