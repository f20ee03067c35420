import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const deleteAdminExercise = (id: string) => api.delete<void>(`/api/admin/exercises/${encodeURIComponent(id)}`);

export function useDeleteAdminExercise() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: deleteAdminExercise, onSuccess: invalidate });
}
