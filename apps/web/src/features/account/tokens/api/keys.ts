/** Query keys of a member's personal access tokens (issue 41). */
export const tokenKeys = {
  list: ['tokens'] as const,
};
