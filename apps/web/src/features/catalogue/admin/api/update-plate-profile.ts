import { useMutation } from '@tanstack/react-query';
import type { AdminPlateProfile, PlateProfileInput } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const updatePlateProfile = ({ id, body }: { id: string; body: PlateProfileInput }) =>
  api.put<AdminPlateProfile>(`/api/admin/plate-profiles/${encodeURIComponent(id)}`, body);

export function useUpdatePlateProfile() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: updatePlateProfile, onSuccess: invalidate });
}
