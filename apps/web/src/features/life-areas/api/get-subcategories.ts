import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LifeSubcategoriesResponse, LifeSubcategory } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useAppLanguage } from '@/lib/use-app-language';

export async function getSubcategories(lang: string): Promise<LifeSubcategory[]> {
  return (await api.get<LifeSubcategoriesResponse>(`/api/life-areas/subcategories?lang=${lang}`)).subcategories;
}

export const subcategoriesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['life-areas', 'subcategories', lang], queryFn: () => getSubcategories(lang) });

export function useSubcategories() {
  return useQuery(subcategoriesQueryOptions(useAppLanguage()));
}
