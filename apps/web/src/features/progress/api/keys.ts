/** Query keys of the member's progress, analytics and body measurements (issue 17). */
export const progressKeys = {
  all: ['progress'] as const,
  exercises: (lang: string) => ['progress', 'exercises', lang] as const,
  exercise: (id: string, range: string, lang: string) => ['progress', 'exercise', id, range, lang] as const,
  records: (lang: string) => ['progress', 'records', lang] as const,
  body: (range: string) => ['progress', 'body', range] as const,
  analytics: (weeks: number, lang: string) => ['progress', 'analytics', weeks, lang] as const,
};
