import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminExerciseDetail, CreateAdminExerciseRequest } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys, useInvalidateCatalogueAdmin } from './keys';

export const createAdminExercise = (body: CreateAdminExerciseRequest) =>
  api.post<AdminExerciseDetail>('/api/admin/exercises', body);

export function useCreateAdminExercise() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({
    mutationFn: createAdminExercise,
    onSuccess: (exercise) => {
      invalidate();
      queryClient.setQueryData(catalogueAdminKeys.exercise(exercise.id), exercise);
    },
  });
}
