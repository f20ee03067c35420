import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLifeCategory } from '@lifeorbit/contracts/admin-life-areas';
import { api } from '@/lib/api';
import { useAppLanguage } from '@/lib/use-app-language';
import { lifeAdminKeys } from './keys';

export const getLifeCategory = (id: string, lang: string) =>
  api.get<AdminLifeCategory>(`/api/admin/life-areas/categories/${encodeURIComponent(id)}?lang=${lang}`);

export const lifeCategoryQueryOptions = (id: string, lang: string) =>
  queryOptions({ queryKey: lifeAdminKeys.category(id, lang), queryFn: () => getLifeCategory(id, lang), staleTime: 0 });

export function useLifeCategory(id: string) {
  return useQuery(lifeCategoryQueryOptions(id, useAppLanguage()));
}
