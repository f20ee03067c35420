import { useMutation } from '@tanstack/react-query';
import type { AdminAttributeSchema, AttributeSchemaInput } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const updateAttributeSchema = ({ id, body }: { id: string; body: AttributeSchemaInput }) =>
  api.put<AdminAttributeSchema>(`/api/admin/attribute-schemas/${encodeURIComponent(id)}`, body);

export function useUpdateAttributeSchema() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: updateAttributeSchema, onSuccess: invalidate });
}
