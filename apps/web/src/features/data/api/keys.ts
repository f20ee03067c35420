export const importQueryKey = (id: string) => ['data', 'imports', id] as const;
