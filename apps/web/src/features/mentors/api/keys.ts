/** Query keys of mentors and the marketplace; a follow, copy, rating or publish refreshes what sits under its root. */
export const mentorKeys = {
  all: ['mentors'] as const,
  directory: (filters: Record<string, string>) => ['mentors', 'directory', filters] as const,
  page: (slugOrId: string, lang: string) => ['mentors', 'page', slugOrId, lang] as const,
  me: () => ['mentors', 'me'] as const,
};

export const marketplaceKeys = {
  all: ['marketplace'] as const,
  discover: (query: string) => ['marketplace', 'discover', query] as const,
  item: (id: string, lang: string) => ['marketplace', 'item', id, lang] as const,
  mine: (lang: string) => ['marketplace', 'mine', lang] as const,
  copies: () => ['marketplace', 'copies'] as const,
  sources: () => ['marketplace', 'sources'] as const,
  equipment: (lang: string) => ['marketplace', 'equipment', lang] as const,
  myGymEquipment: () => ['marketplace', 'my-gym-equipment'] as const,
};
