import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BottomNavItem, BottomNavResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { lifeQueryKeys } from '@/lib/life-query-keys';

/** Spec §7 rpc user_bottom_nav: the member's own shortcut items (empty for most members). */
export async function getBottomNav(lang: string): Promise<BottomNavItem[]> {
  return (await api.get<BottomNavResponse>(`/api/bottom-nav?lang=${lang}`)).items;
}

export const bottomNavQueryOptions = (lang: string) =>
  queryOptions({ queryKey: lifeQueryKeys.bottomNav(lang), queryFn: () => getBottomNav(lang), staleTime: 30_000 });

export function useBottomNav(lang: string) {
  return useQuery(bottomNavQueryOptions(lang));
}
