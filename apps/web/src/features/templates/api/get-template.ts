import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Template } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { templateKeys } from './keys';

export function getTemplate(id: string, lang: string): Promise<Template> {
  return api.get<Template>(`/api/templates/${encodeURIComponent(id)}?lang=${lang}`);
}

export function templateQueryOptions(id: string, lang: string) {
  return queryOptions({
    queryKey: templateKeys.detail(id, lang),
    queryFn: () => getTemplate(id, lang),
    staleTime: 0,
  });
}

export function useTemplate(id: string, lang: string) {
  return useQuery(templateQueryOptions(id, lang));
}
