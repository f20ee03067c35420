/** Query keys of the member's journal: every list, month and tag list sits under `all`, so a write refreshes them. */
export const journalKeys = {
  all: ['journal'] as const,
  entries: (filters: Record<string, string | number | undefined>) => ['journal', 'entries', filters] as const,
  month: (month: string) => ['journal', 'month', month] as const,
  tags: (prefix: string) => ['journal', 'tags', prefix] as const,
};
