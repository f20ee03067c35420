/**
 * Query keys of the member's life-area data. The shell's sidebar and bottom nav read it through this feature's hooks
 * too, so a change saved on a life-areas page refreshes them.
 */
export const lifeQueryKeys = {
  all: ['life-areas'] as const,
  pins: (lang: string) => ['life-areas', 'pins', lang] as const,
  pinsAll: ['life-areas', 'pins'] as const,
  bottomNav: (lang: string) => ['life-areas', 'bottom-nav', lang] as const,
  bottomNavAll: ['life-areas', 'bottom-nav'] as const,
};
