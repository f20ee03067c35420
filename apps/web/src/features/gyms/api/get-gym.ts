import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { gymKeys } from './keys';

export function getGym(gymId: string, lang: string) {
  return api.get<GymDetail>(`/api/gyms/${encodeURIComponent(gymId)}?lang=${lang}`);
}

export function gymQueryOptions(gymId: string | undefined, lang: string) {
  return queryOptions({
    queryKey: gymKeys.detail(gymId ?? '', lang),
    queryFn: () => getGym(gymId!, lang),
    enabled: Boolean(gymId),
    retry: false,
  });
}

export function useGym(gymId: string | undefined, lang: string) {
  return useQuery(gymQueryOptions(gymId, lang));
}
