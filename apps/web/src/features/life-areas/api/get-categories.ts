import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LifeCategoriesResponse, LifeCategory } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useAppLanguage } from '@/lib/use-app-language';

export async function getCategories(lang: string): Promise<LifeCategory[]> {
  return (await api.get<LifeCategoriesResponse>(`/api/life-areas/categories?lang=${lang}`)).categories;
}

export const categoriesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['life-areas', 'categories', lang], queryFn: () => getCategories(lang) });

export function useCategories() {
  return useQuery(categoriesQueryOptions(useAppLanguage()));
}
