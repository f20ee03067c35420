/**
 * Query keys of the account's staff code. The mailbox kept the key it had under the data area (root keys are public,
 * ADR 019).
 */
export const accountAdminKeys = {
  devMailbox: ['data', 'dev-mailbox'] as const,
};
