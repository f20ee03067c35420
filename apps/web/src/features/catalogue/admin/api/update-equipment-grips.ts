import { useMutation } from '@tanstack/react-query';
import type { EquipmentGripsResponse, UpdateEquipmentGripsRequest } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const updateEquipmentGrips = ({ body, lang }: { body: UpdateEquipmentGripsRequest; lang: string }) =>
  api.patch<EquipmentGripsResponse>(`/api/admin/equipment-grips?lang=${encodeURIComponent(lang)}`, body);

export function useUpdateEquipmentGrips() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: updateEquipmentGrips, onSuccess: invalidate });
}
