import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateListResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { trainingKeys } from '@/lib/training-query-keys';

export function listTemplates(lang: string): Promise<TemplateListResponse> {
  return api.get<TemplateListResponse>(`/api/templates?lang=${lang}`);
}

/** The member's templates, to build a rotation from (the same cache entry the template list uses). */
export function useRotationTemplates(lang: string) {
  return useQuery(
    queryOptions({ queryKey: trainingKeys.templateList(lang), queryFn: () => listTemplates(lang), staleTime: 0 }),
  );
}
