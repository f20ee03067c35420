import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicateTemplateRequest, Template } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { templateKeys } from './keys';

export function duplicateTemplate({ sourceId, body }: { sourceId: string; body: DuplicateTemplateRequest }) {
  return api.post<Template>(`/api/templates/${encodeURIComponent(sourceId)}/duplicate`, body);
}

export function useDuplicateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
