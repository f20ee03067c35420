import { useMutation } from '@tanstack/react-query';
import type { AdminPlateProfile, CreatePlateProfileRequest } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const createPlateProfile = (body: CreatePlateProfileRequest) =>
  api.post<AdminPlateProfile>('/api/admin/plate-profiles', body);

export function useCreatePlateProfile() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: createPlateProfile, onSuccess: invalidate });
}
