import { useMutation } from '@tanstack/react-query';
import type { AdminReferenceItem, ReferenceInput, ReferenceKind } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const updateReference = ({ kind, id, body }: { kind: ReferenceKind; id: string; body: ReferenceInput }) =>
  api.put<AdminReferenceItem>(`/api/admin/catalogue/${kind}/${encodeURIComponent(id)}`, body);

export function useUpdateReference() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: updateReference, onSuccess: invalidate });
}
