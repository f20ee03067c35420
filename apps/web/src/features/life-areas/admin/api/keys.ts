import { useQueryClient } from '@tanstack/react-query';
import { lifeQueryKeys } from '@/features/life-areas/api/keys';

/** Query keys of life areas in the admin area. */
export const lifeAdminKeys = {
  all: ['admin-life-areas'] as const,
  list: (lang: string) => ['admin-life-areas', 'list', lang] as const,
  category: (id: string, lang: string) => ['admin-life-areas', 'category', id, lang] as const,
  subcategory: (id: string, lang: string) => ['admin-life-areas', 'subcategory', id, lang] as const,
};

const LANGUAGES = ['en', 'es', 'ro'];

/**
 * After a save: the admin lists and the member-facing life-area reads (the selector bar uses them) may all have moved.
 * The member reads are cached by the browser for five minutes (reference data), so they are fetched again past that
 * cache first; otherwise this admin would keep seeing the old names.
 */
export function useRefreshLifeAreas() {
  const queryClient = useQueryClient();
  return async (subcategorySlug?: string) => {
    const urls = LANGUAGES.flatMap((lang) => [
      `/api/life-areas/categories?lang=${lang}`,
      `/api/life-areas/subcategories?lang=${lang}`,
      ...(subcategorySlug ? [`/api/life-areas/subcategories/${subcategorySlug}/nav?lang=${lang}`] : []),
    ]);
    await Promise.all(urls.map((url) => fetch(url, { cache: 'reload', credentials: 'same-origin' }).catch(() => null)));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: lifeAdminKeys.all }),
      queryClient.invalidateQueries({ queryKey: lifeQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);
  };
}
