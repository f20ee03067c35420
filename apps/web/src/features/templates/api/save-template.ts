import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Template, UpdateTemplateRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { PROGRAMS_ROOT_KEY, templateKeys } from './keys';

export function saveTemplate({ id, body, lang }: { id: string; body: UpdateTemplateRequest; lang: string }) {
  return api.put<Template>(`/api/templates/${encodeURIComponent(id)}?lang=${lang}`, body);
}

/** Replaces name and the ordered exercises; programs show template names, so they refresh too. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: (template, { lang }) => {
      queryClient.setQueryData(templateKeys.detail(template.id, lang), template);
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_ROOT_KEY });
      return queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
