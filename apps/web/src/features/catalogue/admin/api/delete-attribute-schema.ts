import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const deleteAttributeSchema = (id: string) =>
  api.delete<void>(`/api/admin/attribute-schemas/${encodeURIComponent(id)}`);

export function useDeleteAttributeSchema() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: deleteAttributeSchema, onSuccess: invalidate });
}
