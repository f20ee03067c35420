import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Template, UpdateTemplateRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { trainingKeys } from '@/lib/training-query-keys';

export function saveTemplate({ id, body, lang }: { id: string; body: UpdateTemplateRequest; lang: string }) {
  return api.put<Template>(`/api/templates/${encodeURIComponent(id)}?lang=${lang}`, body);
}

/** Replaces name and the ordered exercises; programs show template names, so they refresh too. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: (template, { lang }) => {
      queryClient.setQueryData(trainingKeys.template(template.id, lang), template);
      void queryClient.invalidateQueries({ queryKey: trainingKeys.programs });
      return queryClient.invalidateQueries({ queryKey: trainingKeys.templates });
    },
  });
}
