/** Query keys of OAuth apps (issue 41): the member's own, the ones acting for them, and one app on the consent page. */
export const oauthKeys = {
  apps: ['oauth', 'apps'] as const,
  grants: ['oauth', 'grants'] as const,
  client: (clientId: string) => ['oauth', 'client', clientId] as const,
};
