import { sql } from 'drizzle-orm';
import type { MemberCard, NotificationKind } from '@lifeorbit/contracts';
import { NOTIFICATION_EXCERPT_LENGTH, UNREAD_COUNT_CAP } from '@lifeorbit/contracts';
import { CURSOR_TIME_FORMAT, type TimeIdCursor } from '../../core/cursor';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { MEMBER_CARD_JSON } from './visibility.sql';

/**
 * Notifications: written and removed by the social services in the same transaction as the action behind them (pass
 * the transaction as `db`), read by the bell and its list.
 */

export interface NewNotification {
  userId: string;
  actorId: string;
  kind: NotificationKind;
  workoutId?: string;
  commentId?: string;
}

/** Tells a member of an action, unless they did it themselves. */
export async function insertNotification(db: AppDb, note: NewNotification): Promise<void> {
  if (note.userId === note.actorId) return;
  await db.execute(
    sql`INSERT INTO notifications (user_id, actor_id, kind, workout_id, comment_id)
        VALUES (${note.userId}, ${note.actorId}, ${note.kind}, ${note.workoutId ?? null}, ${note.commentId ?? null})`,
  );
}

/** Removes what an actor's undone action told a member: some kinds, or of a like, the one of that workout. */
export async function deleteNotifications(
  db: AppDb,
  userId: string,
  actorId: string,
  kinds: readonly NotificationKind[],
  workoutId?: string,
): Promise<void> {
  await db.execute(
    sql`DELETE FROM notifications
        WHERE actor_id = ${actorId} AND user_id = ${userId}
          AND kind IN (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
          ${workoutId ? sql`AND workout_id = ${workoutId}` : sql``}`,
  );
}

/** After a block: nothing either member did is shown to the other any more. */
export async function deleteNotificationsBetween(db: AppDb, oneId: string, otherId: string): Promise<void> {
  await db.execute(
    sql`DELETE FROM notifications
        WHERE (actor_id = ${oneId} AND user_id = ${otherId}) OR (actor_id = ${otherId} AND user_id = ${oneId})`,
  );
}

/** An approved request becomes the follow it now is, read: the member answered it. */
export async function markRequestApproved(db: AppDb, userId: string, actorId: string): Promise<void> {
  await db.execute(
    sql`UPDATE notifications SET kind = 'follow', read_at = COALESCE(read_at, now())
        WHERE actor_id = ${actorId} AND user_id = ${userId} AND kind = 'follow_request'`,
  );
}

/** The unread count, counted only up to UNREAD_COUNT_CAP (on the partial index of unread rows). */
export async function countUnread(db: AppDb, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM (
          SELECT 1 FROM notifications WHERE user_id = ${userId} AND read_at IS NULL LIMIT ${UNREAD_COUNT_CAP}) unread`,
  );
  return Number(row?.n ?? 0);
}

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  actor: MemberCard;
  workoutId: string | null;
  workoutTitle: string | null;
  excerpt: string | null;
  createdAt: string;
  read: boolean;
  key: TimeIdCursor;
}

/** One page of a member's notifications, newest first, from the cursor on (limit + 1 rows, to know if more follow). */
export async function listNotifications(
  db: AppDb,
  userId: string,
  { cursor, limit }: { cursor: TimeIdCursor | null; limit: number },
): Promise<NotificationRow[]> {
  const after = cursor ? sql`AND (n.created_at, n.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const rows = await queryRows<{
    id: string;
    kind: NotificationKind;
    actor: MemberCard;
    workout_id: string | null;
    workout_title: string | null;
    excerpt: string | null;
    created_at: unknown;
    created_key: string;
    read: boolean;
  }>(
    db,
    sql`SELECT n.id, n.kind, ${MEMBER_CARD_JSON} AS actor, n.workout_id, w.title AS workout_title,
          left(c.body, ${NOTIFICATION_EXCERPT_LENGTH}) AS excerpt, n.created_at,
          to_char(n.created_at AT TIME ZONE 'UTC', ${sql.raw(CURSOR_TIME_FORMAT)}) AS created_key,
          n.read_at IS NOT NULL AS read
        FROM (SELECT * FROM notifications n WHERE n.user_id = ${userId} ${after}
              ORDER BY n.created_at DESC, n.id DESC LIMIT ${limit + 1}) n
        JOIN profiles p ON p.user_id = n.actor_id JOIN "user" u ON u.id = n.actor_id
        LEFT JOIN workouts w ON w.id = n.workout_id
        LEFT JOIN workout_comments c ON c.id = n.comment_id
        ORDER BY n.created_at DESC, n.id DESC`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    actor: row.actor,
    workoutId: row.workout_id,
    workoutTitle: row.workout_title,
    excerpt: row.excerpt,
    createdAt: new Date(row.created_at as string).toISOString(),
    read: row.read,
    key: { at: row.created_key, id: row.id },
  }));
}

/** Marks one of the member's notifications read; answers whether they have one with that id. */
export async function markRead(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE notifications SET read_at = COALESCE(read_at, now()) WHERE id = ${id} AND user_id = ${userId}
        RETURNING 1`,
  );
  return rows.length > 0;
}

export async function markAllRead(db: AppDb, userId: string): Promise<void> {
  await db.execute(sql`UPDATE notifications SET read_at = now() WHERE user_id = ${userId} AND read_at IS NULL`);
}
