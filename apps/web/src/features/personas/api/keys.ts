/** Query keys of the demo personas; seeding one refreshes everything under ['personas']. */
export const personaKeys = {
  all: ['personas'] as const,
  list: (page: number) => ['personas', 'list', page] as const,
  dashboard: (id: string, lang: string) => ['personas', 'dashboard', id, lang] as const,
};
