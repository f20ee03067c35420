import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonaDashboard } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { personaKeys } from './keys';

export function getPersonaDashboard(id: string, lang: string) {
  return api.get<PersonaDashboard>(`/api/personas/${encodeURIComponent(id)}/dashboard?lang=${lang}`);
}

export function personaDashboardQueryOptions(id: string | null, lang: string) {
  return queryOptions({
    queryKey: personaKeys.dashboard(id ?? '', lang),
    queryFn: () => getPersonaDashboard(id!, lang),
    enabled: Boolean(id),
  });
}

export function usePersonaDashboard(id: string | null, lang: string) {
  return useQuery(personaDashboardQueryOptions(id, lang));
}
