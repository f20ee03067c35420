/** Query keys of the admin area; mutations invalidate through these. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (params: object) => ['admin', 'users', params] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  settings: ['admin', 'settings'] as const,
  plateProfileChoices: ['admin', 'plate-profile-choices'] as const,
  secrets: ['admin', 'signin-secrets'] as const,
  coachProvider: ['admin', 'coach-provider'] as const,
  coachLogs: (params: object) => ['admin', 'coach-logs', params] as const,
  audit: (params: object) => ['admin', 'audit', params] as const,
  overview: ['admin', 'overview'] as const,
};

export function toQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
