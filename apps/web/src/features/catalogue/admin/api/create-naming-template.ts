import { useMutation } from '@tanstack/react-query';
import type { AdminNamingTemplate, CreateNamingTemplateRequest } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const createNamingTemplate = (body: CreateNamingTemplateRequest) =>
  api.post<AdminNamingTemplate>('/api/admin/naming-templates', body);

export function useCreateNamingTemplate() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: createNamingTemplate, onSuccess: invalidate });
}
