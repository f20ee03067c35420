import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const deletePlateProfile = (id: string) =>
  api.delete<void>(`/api/admin/plate-profiles/${encodeURIComponent(id)}`);

export function useDeletePlateProfile() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: deletePlateProfile, onSuccess: invalidate });
}
