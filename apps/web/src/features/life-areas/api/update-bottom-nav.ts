import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BottomNavItem, BottomNavResponse, UpdateBottomNavRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { lifeQueryKeys } from './keys';
import { useAppLanguage } from '@/lib/use-app-language';

export async function updateBottomNav(lang: string, request: UpdateBottomNavRequest): Promise<BottomNavItem[]> {
  return (await api.put<BottomNavResponse>(`/api/bottom-nav?lang=${lang}`, request)).items;
}

export function useUpdateBottomNav() {
  const queryClient = useQueryClient();
  const lang = useAppLanguage();
  return useMutation({
    scope: { id: 'life-areas-bottom-nav' },
    mutationFn: (request: UpdateBottomNavRequest) => updateBottomNav(lang, request),
    onSuccess: (items) => queryClient.setQueryData(lifeQueryKeys.bottomNav(lang), items),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lifeQueryKeys.bottomNavAll }),
  });
}
