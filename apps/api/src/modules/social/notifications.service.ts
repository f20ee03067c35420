import type { NotificationsQuery, NotificationsResponse, UnreadCountResponse } from '@lifeorbit/contracts';
import { FEED_PAGE_DEFAULT } from '@lifeorbit/contracts';
import { decodeCursor, pageOf } from '../../core/cursor';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import * as notifications from './notifications.repository';

/** The bell: a member's unread count, their notifications a page at a time, and marking them read. */

export async function unreadCount(db: AppDb, userId: string): Promise<UnreadCountResponse> {
  return { unread: await notifications.countUnread(db, userId) };
}

export async function listNotifications(
  db: AppDb,
  userId: string,
  query: NotificationsQuery,
): Promise<NotificationsResponse> {
  const limit = query.limit ?? FEED_PAGE_DEFAULT;
  const rows = await notifications.listNotifications(db, userId, { cursor: decodeCursor(query.cursor), limit });
  const { page, nextCursor } = pageOf(rows, limit, (row) => row.key);
  return {
    notifications: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      actor: row.actor,
      workout: row.workoutId ? { id: row.workoutId, title: row.workoutTitle ?? '' } : null,
      excerpt: row.excerpt,
      createdAt: row.createdAt,
      read: row.read,
    })),
    nextCursor,
  };
}

/** Someone else's notification is the same 404 as one that does not exist. */
export async function markRead(db: AppDb, userId: string, id: string): Promise<UnreadCountResponse> {
  if (!(await notifications.markRead(db, userId, id))) {
    throw new AppError('not_found', 'No notification with this id');
  }
  return unreadCount(db, userId);
}

export async function markAllRead(db: AppDb, userId: string): Promise<UnreadCountResponse> {
  await notifications.markAllRead(db, userId);
  return unreadCount(db, userId);
}
