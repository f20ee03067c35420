import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExerciseDetail, UpdateExerciseRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { catalogueKeys, TEMPLATES_ROOT_KEY } from './keys';

export function updateExercise({ id, body, lang }: { id: string; body: UpdateExerciseRequest; lang: string }) {
  return api.patch<ExerciseDetail>(`/api/exercises/${encodeURIComponent(id)}?lang=${lang}`, body);
}

export function useUpdateExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExercise,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.exercises });
      void queryClient.invalidateQueries({ queryKey: TEMPLATES_ROOT_KEY });
    },
  });
}
