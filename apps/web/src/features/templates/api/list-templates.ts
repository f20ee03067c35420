import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateListResponse } from '@lifeorbit/contracts';
import { templateListPath } from './paths';
import { api } from '@/lib/api';
import { templateKeys } from './keys';

export function listTemplates(lang: string): Promise<TemplateListResponse> {
  return api.get<TemplateListResponse>(templateListPath(lang));
}

export function templatesQueryOptions(lang: string) {
  return queryOptions({ queryKey: templateKeys.list(lang), queryFn: () => listTemplates(lang), staleTime: 0 });
}

/** The member's templates, most recently changed first. */
export function useTemplates(lang: string) {
  return useQuery(templatesQueryOptions(lang));
}
