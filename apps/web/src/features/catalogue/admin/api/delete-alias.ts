import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const deleteAlias = (id: string) => api.delete<void>(`/api/admin/aliases/${encodeURIComponent(id)}`);

export function useDeleteAlias() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: deleteAlias, onSuccess: invalidate });
}
