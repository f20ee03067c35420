import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { trainingKeys } from '@/lib/training-query-keys';

export function deleteProgram(id: string) {
  return api.delete<void>(`/api/programs/${encodeURIComponent(id)}`);
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.programs }),
  });
}
