export const importQueryKey = (id: string) => ['data', 'imports', id] as const;
/** The member's recent imports (issue 42): the list of past imports, and a staging's progress while it uploads. */
export const importsListQueryKey = ['data', 'imports'] as const;
