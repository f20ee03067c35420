import { useMutation } from '@tanstack/react-query';
import type { AdminLifeCategory, UpdateLifeCategoryRequest } from '@lifeorbit/contracts/admin-life-areas';
import { api } from '@/lib/api';
import { useAppLanguage } from '@/lib/use-app-language';
import { useRefreshLifeAreas } from './keys';

export const updateLifeCategory = (id: string, body: UpdateLifeCategoryRequest, lang: string) =>
  api.put<AdminLifeCategory>(`/api/admin/life-areas/categories/${encodeURIComponent(id)}?lang=${lang}`, body);

export function useUpdateLifeCategory() {
  const lang = useAppLanguage();
  const refresh = useRefreshLifeAreas();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLifeCategoryRequest }) => updateLifeCategory(id, body, lang),
    onSuccess: () => refresh(),
  });
}
