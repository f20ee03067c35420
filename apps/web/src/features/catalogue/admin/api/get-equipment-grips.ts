import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EquipmentGripsResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys } from './keys';

export const getEquipmentGrips = (lang: string) =>
  api.get<EquipmentGripsResponse>(`/api/admin/equipment-grips?lang=${encodeURIComponent(lang)}`);

export const equipmentGripsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: catalogueAdminKeys.equipmentGrips(lang),
    queryFn: () => getEquipmentGrips(lang),
    staleTime: 0,
  });

export function useEquipmentGrips(lang: string) {
  return useQuery(equipmentGripsQueryOptions(lang));
}
