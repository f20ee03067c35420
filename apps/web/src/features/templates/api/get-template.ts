import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse, Template } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { saveSnapshot } from '@/lib/outbox';
import { meQueryKey } from '@/lib/query-keys';
import { templateSnapshotKey } from '@/lib/snapshot-keys';
import { templateKeys } from './keys';

export function getTemplate(id: string, lang: string): Promise<Template> {
  return api.get<Template>(`/api/templates/${encodeURIComponent(id)}?lang=${lang}`);
}

export function templateQueryOptions(id: string, lang: string) {
  return queryOptions({
    queryKey: templateKeys.detail(id, lang),
    queryFn: async ({ client }) => {
      const template = await getTemplate(id, lang);
      // A copy on the device, so that a workout can start from it without a network (the workouts area reads it).
      const userId = client.getQueryData<MeResponse | null>(meQueryKey)?.id;
      if (userId) void saveSnapshot(userId, templateSnapshotKey(id, lang), template).catch(() => undefined);
      return template;
    },
    staleTime: 0,
  });
}

export function useTemplate(id: string, lang: string) {
  return useQuery(templateQueryOptions(id, lang));
}
