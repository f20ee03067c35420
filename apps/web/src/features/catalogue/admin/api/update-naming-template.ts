import { useMutation } from '@tanstack/react-query';
import type { AdminNamingTemplate, NamingTemplateInput } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const updateNamingTemplate = ({ id, body }: { id: string; body: NamingTemplateInput }) =>
  api.put<AdminNamingTemplate>(`/api/admin/naming-templates/${encodeURIComponent(id)}`, body);

export function useUpdateNamingTemplate() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: updateNamingTemplate, onSuccess: invalidate });
}
