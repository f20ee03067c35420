/**
 * Query keys of the catalogue, templates and programs (issue 4). Several features read the same lists (the program
 * editor reads templates, the template editor searches exercises), and features never import each other, so the
 * keys they share live here. A mutation invalidates by the first one or two parts.
 */
export const trainingKeys = {
  exercises: ['exercises'] as const,
  exerciseList: (params: Record<string, string | undefined>) => ['exercises', 'list', params] as const,
  exercise: (id: string, lang: string) => ['exercises', 'detail', id, lang] as const,
  catalogueFilters: (lang: string) => ['catalogue-filters', lang] as const,
  templates: ['templates'] as const,
  templateList: (lang: string) => ['templates', 'list', lang] as const,
  template: (id: string, lang: string) => ['templates', 'detail', id, lang] as const,
  programs: ['programs'] as const,
};
