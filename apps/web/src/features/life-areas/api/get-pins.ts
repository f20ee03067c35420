import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PinnedSubcategory, PinsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { lifeQueryKeys } from './keys';
import { useAppLanguage } from '@/lib/use-app-language';

export async function getPins(lang: string): Promise<PinnedSubcategory[]> {
  return (await api.get<PinsResponse>(`/api/life-areas/pins?lang=${lang}`)).pins;
}

export const pinsQueryOptions = (lang: string) =>
  queryOptions({ queryKey: lifeQueryKeys.pins(lang), queryFn: () => getPins(lang), staleTime: 30_000 });

/** The member's pins; pass enabled=false for visitors without a session (the hub then shows the defaults). */
export function usePins({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pinsQueryOptions(useAppLanguage()), enabled });
}
