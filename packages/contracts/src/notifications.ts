import { z } from 'zod';
import { FeedQuery, MemberCard } from './social';

/** Notifications (issue 19): what the bell in the shell counts, and the list behind it. */

/** The count stops here: the bell shows "99+" beyond 99, and counting further costs without telling more. */
export const UNREAD_COUNT_CAP = 100;
/** A comment's notification quotes at most this many characters of it. */
export const NOTIFICATION_EXCERPT_LENGTH = 140;

export const NOTIFICATION_KINDS = ['follow', 'follow_request', 'like', 'comment'] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Paged like the feed: an opaque cursor and a limit of at most FEED_PAGE_MAX. */
export const NotificationsQuery = FeedQuery.pick({ cursor: true, limit: true });
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

export const Notification = z.object({
  id: z.string(),
  kind: NotificationKind,
  actor: MemberCard,
  /** The liked or commented workout (like, comment), else null. */
  workout: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The start of the comment (comment), else null. */
  excerpt: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsResponse = z.object({
  notifications: z.array(Notification),
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

/** GET /api/notifications/unread-count: at most UNREAD_COUNT_CAP. */
export const UnreadCountResponse = z.object({ unread: z.number().int() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;
