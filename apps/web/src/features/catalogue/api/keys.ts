/**
 * Query keys of the catalogue (issue 4): everything under ['exercises'] is refetched when an exercise is created,
 * changed or deleted, the pickers' searches included.
 */
export const catalogueKeys = {
  exercises: ['exercises'] as const,
  exerciseList: (params: Record<string, string | undefined>) => ['exercises', 'list', params] as const,
  exercise: (id: string, lang: string) => ['exercises', 'detail', id, lang] as const,
  filters: (lang: string) => ['catalogue-filters', lang] as const,
};

/**
 * The templates area's root key: templates show their exercises' names, so an exercise's change refetches them (an
 * area's root key is public, like its URLs; ADR 019).
 */
export const TEMPLATES_ROOT_KEY = ['templates'] as const;
