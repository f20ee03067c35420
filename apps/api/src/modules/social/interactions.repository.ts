import { sql } from 'drizzle-orm';
import type { MemberCard } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { MEMBER_CARD_JSON } from './visibility.sql';

/** Likes and comments on a workout. */

/** Likes or unlikes a workout; answers its like count, and whether this call changed anything. */
export async function setLike(
  db: AppDb,
  workoutId: string,
  userId: string,
  liked: boolean,
): Promise<{ likeCount: number; changed: boolean }> {
  const change = liked
    ? sql`INSERT INTO workout_likes (workout_id, user_id) VALUES (${workoutId}, ${userId}) ON CONFLICT DO NOTHING
          RETURNING 1`
    : sql`DELETE FROM workout_likes WHERE workout_id = ${workoutId} AND user_id = ${userId} RETURNING 1`;
  const changed = (await queryRows(db, change)).length > 0;
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM workout_likes WHERE workout_id = ${workoutId}`,
  );
  return { likeCount: Number(row?.n ?? 0), changed };
}

export interface CommentRow {
  id: string;
  workoutId: string;
  userId: string;
  author: MemberCard;
  body: string;
  createdAt: string;
  updatedAt: string;
}

const COMMENT_COLUMNS = sql`c.id, c.workout_id, c.user_id, ${MEMBER_CARD_JSON} AS author, c.body, c.created_at,
  c.updated_at`;

interface RawComment {
  id: string;
  workout_id: string;
  user_id: string;
  author: MemberCard;
  body: string;
  created_at: unknown;
  updated_at: unknown;
}

const toComment = (row: RawComment): CommentRow => ({
  id: row.id,
  workoutId: row.workout_id,
  userId: row.user_id,
  author: row.author,
  body: row.body,
  createdAt: new Date(row.created_at as string).toISOString(),
  updatedAt: new Date(row.updated_at as string).toISOString(),
});

/** A workout's comments, oldest first (at most 500: a conversation, not an archive). */
export async function listComments(db: AppDb, workoutId: string): Promise<CommentRow[]> {
  const rows = await queryRows<RawComment>(
    db,
    sql`SELECT ${COMMENT_COLUMNS} FROM workout_comments c
        JOIN profiles p ON p.user_id = c.user_id JOIN "user" u ON u.id = c.user_id
        WHERE c.workout_id = ${workoutId} ORDER BY c.created_at, c.id LIMIT 500`,
  );
  return rows.map(toComment);
}

export async function findComment(db: AppDb, commentId: string): Promise<CommentRow | null> {
  const [row] = await queryRows<RawComment>(
    db,
    sql`SELECT ${COMMENT_COLUMNS} FROM workout_comments c
        JOIN profiles p ON p.user_id = c.user_id JOIN "user" u ON u.id = c.user_id
        WHERE c.id = ${commentId}`,
  );
  return row ? toComment(row) : null;
}

export async function insertComment(db: AppDb, workoutId: string, userId: string, body: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO workout_comments (workout_id, user_id, body) VALUES (${workoutId}, ${userId}, ${body})
        RETURNING id`,
  );
  return row!.id;
}

export async function updateCommentBody(db: AppDb, commentId: string, body: string): Promise<void> {
  await db.execute(sql`UPDATE workout_comments SET body = ${body}, updated_at = now() WHERE id = ${commentId}`);
}

export async function deleteComment(db: AppDb, commentId: string): Promise<void> {
  await db.execute(sql`DELETE FROM workout_comments WHERE id = ${commentId}`);
}
