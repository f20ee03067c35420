import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLifeSubcategory } from '@lifeorbit/contracts/admin-life-areas';
import { api } from '@/lib/api';
import { useAppLanguage } from '@/lib/use-app-language';
import { lifeAdminKeys } from './keys';

export const lifeSubcategoryPath = (categoryId: string, subcategoryId: string) =>
  `/api/admin/life-areas/categories/${encodeURIComponent(categoryId)}/subcategories/${encodeURIComponent(subcategoryId)}`;

export const getLifeSubcategory = (categoryId: string, subcategoryId: string, lang: string) =>
  api.get<AdminLifeSubcategory>(`${lifeSubcategoryPath(categoryId, subcategoryId)}?lang=${lang}`);

export const lifeSubcategoryQueryOptions = (categoryId: string, subcategoryId: string, lang: string) =>
  queryOptions({
    queryKey: lifeAdminKeys.subcategory(subcategoryId, lang),
    queryFn: () => getLifeSubcategory(categoryId, subcategoryId, lang),
    staleTime: 0,
  });

export function useLifeSubcategory(categoryId: string, subcategoryId: string) {
  return useQuery(lifeSubcategoryQueryOptions(categoryId, subcategoryId, useAppLanguage()));
}
