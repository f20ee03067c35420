import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BottomNavItem, BottomNavResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { lifeQueryKeys } from './keys';
import { useAppLanguage } from '@/lib/use-app-language';

export async function getBottomNav(lang: string): Promise<BottomNavItem[]> {
  return (await api.get<BottomNavResponse>(`/api/bottom-nav?lang=${lang}`)).items;
}

export const bottomNavQueryOptions = (lang: string) =>
  queryOptions({ queryKey: lifeQueryKeys.bottomNav(lang), queryFn: () => getBottomNav(lang), staleTime: 30_000 });

export function useBottomNav() {
  return useQuery(bottomNavQueryOptions(useAppLanguage()));
}
