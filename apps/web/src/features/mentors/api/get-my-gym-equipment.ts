import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyGymEquipmentResponse } from '@lifeorbit/contracts/marketplace';
import { api } from '@/lib/api';
import { marketplaceKeys } from './keys';

export function getMyGymEquipment() {
  return api.get<MyGymEquipmentResponse>('/api/marketplace/my-gym-equipment');
}

export function myGymEquipmentQueryOptions() {
  return queryOptions({ queryKey: marketplaceKeys.myGymEquipment(), queryFn: getMyGymEquipment, staleTime: 60_000 });
}

/** The equipment of the member's home gym (empty without one): the dialog offers it as "what I have". */
export function useMyGymEquipment(enabled: boolean) {
  return useQuery({ ...myGymEquipmentQueryOptions(), enabled });
}
