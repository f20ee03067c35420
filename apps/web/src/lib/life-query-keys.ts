/**
 * Query keys of life-area data read by more than one feature (the shell's sidebar and bottom nav, the life-areas
 * pages), so a change saved in one place refreshes the other. Features never import each other; they share these.
 */
export const lifeQueryKeys = {
  all: ['life-areas'] as const,
  pins: (lang: string) => ['life-areas', 'pins', lang] as const,
  pinsAll: ['life-areas', 'pins'] as const,
  bottomNav: (lang: string) => ['life-areas', 'bottom-nav', lang] as const,
  bottomNavAll: ['life-areas', 'bottom-nav'] as const,
};
