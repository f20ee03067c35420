/**
 * Query keys of the member's readiness check-ins (issue 6). The workout page (suggestions) and the dashboard (the
 * check-in card) read the same data and features never import each other, so the keys live here.
 */
export const readinessKeys = {
  all: ['readiness'] as const,
  latest: () => ['readiness', 'latest'] as const,
};
