import { useQueryClient } from '@tanstack/react-query';

/** Query keys of the admin catalogue; every write invalidates the whole area (lists, counts and coverage move together). */
export const catalogueAdminKeys = {
  all: ['admin-catalogue'] as const,
  exercises: (params: object) => ['admin-catalogue', 'exercises', params] as const,
  exercise: (id: string) => ['admin-catalogue', 'exercise', id] as const,
  history: (id: string) => ['admin-catalogue', 'exercise-history', id] as const,
  options: (lang: string) => ['admin-catalogue', 'options', lang] as const,
  nameParts: (id: string) => ['admin-catalogue', 'name-parts', id] as const,
  references: (kind: string, params: object) => ['admin-catalogue', 'references', kind, params] as const,
  equipmentGrips: (lang: string) => ['admin-catalogue', 'equipment-grips', lang] as const,
  plateProfiles: ['admin-catalogue', 'plate-profiles'] as const,
  plateProfile: (id: string) => ['admin-catalogue', 'plate-profile', id] as const,
  attributeSchemas: (lang: string) => ['admin-catalogue', 'attribute-schemas', lang] as const,
  namingTemplates: ['admin-catalogue', 'naming-templates'] as const,
  aliases: (params: object) => ['admin-catalogue', 'aliases', params] as const,
  coverage: ['admin-catalogue', 'coverage'] as const,
  translations: (table: string, params: object) => ['admin-catalogue', 'translations', table, params] as const,
  quality: ['catalogue-quality'] as const,
};

export function toQueryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** After a write: the catalogue lists, counts and coverage, and the audit log, may all have moved. */
export function useInvalidateCatalogueAdmin() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.all });
    void queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.quality });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };
}
