import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueFiltersResponse } from '@lifeorbit/contracts/catalogue';
import { api } from '@/lib/api';
import { marketplaceKeys } from './keys';

export function getEquipmentChoices(lang: string) {
  return api.get<CatalogueFiltersResponse>(`/api/catalogue/filters?lang=${lang}`);
}

export function equipmentChoicesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: marketplaceKeys.equipment(lang),
    queryFn: () => getEquipmentChoices(lang),
    staleTime: 5 * 60_000,
  });
}

/** The catalogue's equipment, in my language, for the "equipment I have" filter. */
export function useEquipmentChoices(lang: string) {
  return useQuery(equipmentChoicesQueryOptions(lang));
}
