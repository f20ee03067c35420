import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLifeAreasResponse } from '@lifeorbit/contracts/admin-life-areas';
import { api } from '@/lib/api';
import { useAppLanguage } from '@/lib/use-app-language';
import { lifeAdminKeys } from './keys';

export const listLifeAreas = (lang: string) => api.get<AdminLifeAreasResponse>(`/api/admin/life-areas?lang=${lang}`);

export const lifeAreasQueryOptions = (lang: string) =>
  queryOptions({ queryKey: lifeAdminKeys.list(lang), queryFn: () => listLifeAreas(lang), staleTime: 0 });

/** Every category with its subcategories, named in the admin's language. */
export function useLifeAreas() {
  return useQuery(lifeAreasQueryOptions(useAppLanguage()));
}
