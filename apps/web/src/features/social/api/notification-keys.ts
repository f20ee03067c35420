/** Query keys of the notifications: the bell's count and the list (their own, so the bell loads no social code). */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  list: () => ['notifications', 'list'] as const,
};
