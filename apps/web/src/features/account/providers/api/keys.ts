/** Query keys of the account's ways in: the providers the sign-in page offers, and a member's own ways in. */
export const signInKeys = {
  providers: ['sign-in', 'providers'] as const,
  ways: ['sign-in', 'ways'] as const,
};
