import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const deleteNamingTemplate = (id: string) =>
  api.delete<void>(`/api/admin/naming-templates/${encodeURIComponent(id)}`);

export function useDeleteNamingTemplate() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: deleteNamingTemplate, onSuccess: invalidate });
}
