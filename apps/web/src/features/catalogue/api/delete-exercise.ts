import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { catalogueKeys } from './keys';

export function deleteExercise(id: string) {
  return api.delete<void>(`/api/exercises/${encodeURIComponent(id)}`);
}

export function useDeleteExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExercise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.exercises }),
  });
}
