import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { programKeys } from './keys';

export function deleteProgram(id: string) {
  return api.delete<void>(`/api/programs/${encodeURIComponent(id)}`);
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }),
  });
}
