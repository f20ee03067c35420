import { useMutation } from '@tanstack/react-query';
import type { AdminAttributeSchema, CreateAttributeSchemaRequest } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const createAttributeSchema = (body: CreateAttributeSchemaRequest) =>
  api.post<AdminAttributeSchema>('/api/admin/attribute-schemas', body);

export function useCreateAttributeSchema() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: createAttributeSchema, onSuccess: invalidate });
}
