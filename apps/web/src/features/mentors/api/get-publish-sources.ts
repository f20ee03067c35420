import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramListResponse } from '@lifeorbit/contracts/programs';
import type { TemplateListResponse } from '@lifeorbit/contracts/templates';
import { api } from '@/lib/api';
import { marketplaceKeys } from './keys';

export async function getPublishSources() {
  const [templates, programs] = await Promise.all([
    api.get<TemplateListResponse>('/api/templates'),
    api.get<ProgramListResponse>('/api/programs'),
  ]);
  return { templates: templates.templates, programs: programs.programs };
}

export function publishSourcesQueryOptions() {
  return queryOptions({ queryKey: marketplaceKeys.sources(), queryFn: getPublishSources });
}

/** My templates and programs, to pick what to publish. */
export function usePublishSources(enabled: boolean) {
  return useQuery({ ...publishSourcesQueryOptions(), enabled });
}
