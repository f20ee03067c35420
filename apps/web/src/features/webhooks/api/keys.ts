/** Query keys of a member's webhooks (issue 41): the list, and each webhook's deliveries, all under `all`. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (webhookId: string) => ['webhooks', 'deliveries', webhookId] as const,
};
