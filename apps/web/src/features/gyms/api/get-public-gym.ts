import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicGym } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { gymKeys } from './keys';

export function getPublicGym(slug: string, lang: string) {
  return api.get<PublicGym>(`/api/gyms/public/${encodeURIComponent(slug)}?lang=${lang}`);
}

export function publicGymQueryOptions(slug: string | undefined, lang: string) {
  return queryOptions({
    queryKey: gymKeys.publicGym(slug ?? '', lang),
    queryFn: () => getPublicGym(slug!, lang),
    enabled: Boolean(slug),
    retry: false,
  });
}

export function usePublicGym(slug: string | undefined, lang: string) {
  return useQuery(publicGymQueryOptions(slug, lang));
}
