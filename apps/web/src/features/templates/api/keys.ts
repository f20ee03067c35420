/** Query keys of the member's templates: a write refetches everything under ['templates']. */
export const templateKeys = {
  all: ['templates'] as const,
  list: (lang: string) => ['templates', 'list', lang] as const,
  detail: (id: string, lang: string) => ['templates', 'detail', id, lang] as const,
};

/**
 * The programs area's root key: programs show their templates' names and rotation, so a template's change refetches
 * them (an area's root key is public, like its URLs; ADR 019).
 */
export const PROGRAMS_ROOT_KEY = ['programs'] as const;
