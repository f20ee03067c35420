import { useMutation } from '@tanstack/react-query';
import type { AdminLifeSubcategory, UpdateLifeSubcategoryRequest } from '@lifeorbit/contracts/admin-life-areas';
import { api } from '@/lib/api';
import { useAppLanguage } from '@/lib/use-app-language';
import { lifeSubcategoryPath } from './get-life-subcategory';
import { useRefreshLifeAreas } from './keys';

export const updateLifeSubcategory = (
  categoryId: string,
  subcategoryId: string,
  body: UpdateLifeSubcategoryRequest,
  lang: string,
) => api.put<AdminLifeSubcategory>(`${lifeSubcategoryPath(categoryId, subcategoryId)}?lang=${lang}`, body);

export function useUpdateLifeSubcategory() {
  const lang = useAppLanguage();
  const refresh = useRefreshLifeAreas();
  return useMutation({
    mutationFn: (input: { categoryId: string; subcategoryId: string; body: UpdateLifeSubcategoryRequest }) =>
      updateLifeSubcategory(input.categoryId, input.subcategoryId, input.body, lang),
    onSuccess: (saved) => refresh(saved.slug),
  });
}
