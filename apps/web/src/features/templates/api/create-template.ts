import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTemplateRequest, Template } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { templateKeys } from './keys';

export function createTemplate({ body, lang }: { body: CreateTemplateRequest; lang: string }) {
  return api.post<Template>(`/api/templates?lang=${lang}`, body);
}

/** Creates a template under a client-chosen id: sending it twice stores it once. */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: (template, { lang }) => {
      queryClient.setQueryData(templateKeys.detail(template.id, lang), template);
      return queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
