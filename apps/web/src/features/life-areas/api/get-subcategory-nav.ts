import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BottomNavItem, BottomNavResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { lifeQueryKeys } from './keys';
import { useAppLanguage } from '@/lib/use-app-language';

/** A subcategory's own bar, set by staff (ADR 008), named in the language asked for. */
export async function getSubcategoryNav(slug: string, lang: string): Promise<BottomNavItem[]> {
  return (await api.get<BottomNavResponse>(`/api/life-areas/subcategories/${slug}/nav?lang=${lang}`)).items;
}

export const subcategoryNavQueryOptions = (slug: string, lang: string) =>
  queryOptions({
    queryKey: [...lifeQueryKeys.all, 'subcategory-nav', slug, lang] as const,
    queryFn: () => getSubcategoryNav(slug, lang),
    staleTime: 5 * 60_000,
  });

/** Nothing is fetched off a subcategory's page (slug null). */
export function useSubcategoryNav(slug: string | null) {
  return useQuery({ ...subcategoryNavQueryOptions(slug ?? '', useAppLanguage()), enabled: slug !== null });
}
