import { useMutation } from '@tanstack/react-query';
import type { AdminAlias, CreateAliasRequest } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { useInvalidateCatalogueAdmin } from './keys';

export const createAlias = ({ body, lang }: { body: CreateAliasRequest; lang: string }) =>
  api.post<AdminAlias>(`/api/admin/aliases?lang=${encodeURIComponent(lang)}`, body);

export function useCreateAlias() {
  const invalidate = useInvalidateCatalogueAdmin();
  return useMutation({ mutationFn: createAlias, onSuccess: invalidate });
}
