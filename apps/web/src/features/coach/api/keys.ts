/** Query keys of the coach: every conversation list and thread sits under `all`, so an answer refreshes them. */
export const coachKeys = {
  all: ['coach'] as const,
  conversations: () => ['coach', 'conversations'] as const,
  conversation: (id: string) => ['coach', 'conversation', id] as const,
  demo: (question: string) => ['coach-demo', question] as const,
};
