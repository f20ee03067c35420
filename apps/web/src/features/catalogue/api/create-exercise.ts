import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateExerciseRequest, ExerciseDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { catalogueKeys } from './keys';

export function createExercise({ body, lang }: { body: CreateExerciseRequest; lang: string }) {
  return api.post<ExerciseDetail>(`/api/exercises?lang=${lang}`, body);
}

/** Creates the member's own exercise (the client chooses the id, so a retry never makes two). */
export function useCreateExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExercise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.exercises }),
  });
}
