import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PinnedSubcategory, PinsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { lifeQueryKeys } from './keys';
import { useAppLanguage } from '@/lib/use-app-language';

export async function updatePins(lang: string, subcategorySlugs: string[]): Promise<PinnedSubcategory[]> {
  return (await api.put<PinsResponse>(`/api/life-areas/pins?lang=${lang}`, { subcategorySlugs })).pins;
}

/** Saves the whole list in order; saves run one after another, so quick taps never arrive out of order. */
export function useUpdatePins() {
  const queryClient = useQueryClient();
  const lang = useAppLanguage();
  return useMutation({
    scope: { id: 'life-areas-pins' },
    mutationFn: (subcategorySlugs: string[]) => updatePins(lang, subcategorySlugs),
    onSuccess: (pins) => queryClient.setQueryData(lifeQueryKeys.pins(lang), pins),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lifeQueryKeys.pinsAll }),
  });
}
