import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PinnedSubcategory, PinsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { lifeQueryKeys } from './keys';
import { useAppLanguage } from '@/lib/use-app-language';

const PINS_SCOPE = 'life-areas-pins';

/**
 * `keepalive`: the browser finishes a save that is on its way when the page is closed or reloaded (the list is a few
 * slugs, far under keepalive's 64 KB).
 */
export async function updatePins(lang: string, subcategorySlugs: string[]): Promise<PinnedSubcategory[]> {
  const path = `/api/life-areas/pins?lang=${lang}`;
  return (await api.put<PinsResponse>(path, { subcategorySlugs }, { keepalive: true })).pins;
}

/**
 * Saves the whole list in order; saves run one after another, so quick taps never arrive out of order. A save still
 * waiting its turn when the page goes away (closed, reloaded, another site) would be lost: the newest wanted list is
 * then sent at once, and the browser finishes it.
 */
export function useUpdatePins() {
  const queryClient = useQueryClient();
  const lang = useAppLanguage();
  useEffect(() => {
    const mutations = queryClient.getMutationCache();
    const flush = () => {
      const waiting = mutations
        .findAll({ predicate: (mutation) => mutation.options.scope?.id === PINS_SCOPE })
        // Waiting its turn: pending and paused (TanStack Query holds a scope's later mutations so).
        .filter((mutation) => mutation.state.status === 'pending' && mutation.state.isPaused);
      const newest = waiting.at(-1)?.state.variables as string[] | undefined;
      if (newest) void updatePins(lang, newest).catch(() => undefined);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [queryClient, lang]);
  return useMutation({
    scope: { id: PINS_SCOPE },
    mutationFn: (subcategorySlugs: string[]) => updatePins(lang, subcategorySlugs),
    onSuccess: (pins) => queryClient.setQueryData(lifeQueryKeys.pins(lang), pins),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lifeQueryKeys.pinsAll }),
  });
}
