import { useMutation } from '@tanstack/react-query';
import type { ReferenceKind } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const deleteReference = ({ kind, id }: { kind: ReferenceKind; id: string }) =>
  api.delete<void>(`/api/admin/catalogue/${kind}/${encodeURIComponent(id)}`);

export function useDeleteReference() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: deleteReference, onSuccess: invalidate });
}
