import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PROGRAMS_ROOT_KEY, templateKeys } from './keys';

export function deleteTemplate(id: string) {
  return api.delete<void>(`/api/templates/${encodeURIComponent(id)}`);
}

/** Deletes a template; programs lose it from their rotation, so they refresh too. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_ROOT_KEY });
      return queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
