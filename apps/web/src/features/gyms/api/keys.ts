/** Query keys of the gyms feature; any write refreshes everything under ['gyms']. */
export const gymKeys = {
  all: ['gyms'] as const,
  list: (q: string) => ['gyms', 'list', q] as const,
  adminList: (q: string, status: string) => ['gyms', 'admin', q, status] as const,
  mine: () => ['gyms', 'mine'] as const,
  detail: (gymId: string, lang: string) => ['gyms', 'detail', gymId, lang] as const,
  publicGym: (slug: string, lang: string) => ['gyms', 'public', slug, lang] as const,
  members: (gymId: string) => ['gyms', 'members', gymId] as const,
  leaderboard: (gymId: string) => ['gyms', 'leaderboard', gymId] as const,
  workouts: (gymId: string) => ['gyms', 'workouts', gymId] as const,
  workoutGym: (workoutId: string) => ['gyms', 'workout', workoutId] as const,
};
