/** Query keys of the social feature; a follow, block, like or comment refreshes everything under ['social']. */
export const socialKeys = {
  all: ['social'] as const,
  feed: (lang: string) => ['social', 'feed', lang] as const,
  profile: (handle: string, lang: string) => ['social', 'profile', handle, lang] as const,
  people: (q: string) => ['social', 'people', q] as const,
  requests: () => ['social', 'follow-requests'] as const,
  comments: (workoutId: string) => ['social', 'comments', workoutId] as const,
  reports: () => ['social', 'reports'] as const,
};
