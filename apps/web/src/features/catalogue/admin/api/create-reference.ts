import { useMutation } from '@tanstack/react-query';
import type { AdminReferenceItem, CreateReferenceRequest, ReferenceKind } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const createReference = ({ kind, body }: { kind: ReferenceKind; body: CreateReferenceRequest }) =>
  api.post<AdminReferenceItem>(`/api/admin/catalogue/${kind}`, body);

export function useCreateReference() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: createReference, onSuccess: invalidate });
}
