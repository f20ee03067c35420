import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminExerciseDetail, AdminExerciseInput } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys, useInvalidateCatalogueAdmin } from './keys';

export const updateAdminExercise = ({ id, body }: { id: string; body: AdminExerciseInput }) =>
  api.put<AdminExerciseDetail>(`/api/admin/exercises/${encodeURIComponent(id)}`, body);

export function useUpdateAdminExercise() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({
    mutationFn: updateAdminExercise,
    onSuccess: (exercise) => {
      invalidate();
      queryClient.setQueryData(catalogueAdminKeys.exercise(exercise.id), exercise);
    },
  });
}
