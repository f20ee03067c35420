import { sql } from 'drizzle-orm';
import type { FollowState, MemberCard, Privacy } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { escapeLike } from '../../core/sql';
import type { AppDb } from '../../db/client';
import { blockedBetweenSql, MEMBER_CARD_JSON } from './visibility.sql';

/** Members as others see them: found by handle, searched, suggested; and where the viewer stands with them. */

export interface MemberRow {
  userId: string;
  card: MemberCard;
  bio: string | null;
  privacy: Privacy;
  /** Either of the two blocked the other. */
  isBlocked: boolean;
  /** The viewer's follow of this member: none, a pending request, or accepted. */
  follow: 'none' | 'pending' | 'accepted';
}

/** A member by handle, with where the viewer (null: anonymous) stands; null when no member has the handle. */
export async function findMemberByHandle(
  db: AppDb,
  handle: string,
  viewerId: string | null,
): Promise<MemberRow | null> {
  const [row] = await queryRows<{
    user_id: string;
    card: MemberCard;
    bio: string | null;
    privacy: Privacy;
    is_blocked: boolean;
    follow: 'pending' | 'accepted' | null;
  }>(
    db,
    sql`SELECT p.user_id, ${MEMBER_CARD_JSON} AS card, p.bio, p.privacy,
          ${blockedBetweenSql(viewerId, sql`p.user_id`)} AS is_blocked,
          ${viewerId ? sql`(SELECT f.status FROM follows f WHERE f.follower_id = ${viewerId} AND f.followee_id = p.user_id)` : sql`NULL`} AS follow
        FROM profiles p JOIN "user" u ON u.id = p.user_id
        WHERE p.handle = ${handle}`,
  );
  if (!row) return null;
  return {
    userId: row.user_id,
    card: row.card,
    bio: row.bio,
    privacy: row.privacy,
    isBlocked: row.is_blocked,
    follow: row.follow ?? 'none',
  };
}

export async function countFollows(db: AppDb, userId: string): Promise<{ followers: number; following: number }> {
  const [row] = await queryRows<{ followers: unknown; following: unknown }>(
    db,
    sql`SELECT (SELECT count(*) FROM follows WHERE followee_id = ${userId} AND status = 'accepted') AS followers,
               (SELECT count(*) FROM follows WHERE follower_id = ${userId} AND status = 'accepted') AS following`,
  );
  return { followers: Number(row?.followers ?? 0), following: Number(row?.following ?? 0) };
}

const PEOPLE_LIMIT = 20;

const FOLLOW_STATE_SQL = (viewerId: string) => sql`CASE
    WHEN p.user_id = ${viewerId} THEN 'self'
    ELSE COALESCE((SELECT CASE f.status WHEN 'accepted' THEN 'following' ELSE 'requested' END FROM follows f
                   WHERE f.follower_id = ${viewerId} AND f.followee_id = p.user_id), 'none') END`;

/**
 * People whose handle or card name (the display name, else the e-mail's local part: migration 0034's search_name)
 * starts with the text, ignoring case and accents; or, without text, suggestions: the people my follows follow whom I
 * do not follow yet, most followed by my follows first, then people at my gyms. Blocked members never show.
 */
export async function searchPeople(
  db: AppDb,
  viewerId: string,
  text: string | undefined,
): Promise<(MemberCard & { followState: FollowState })[]> {
  const notBlocked = sql`NOT ${blockedBetweenSql(viewerId, sql`p.user_id`)}`;
  if (text) {
    // Folded by the same SQL function as the column; a constant once the text is bound, so each LIKE reads its index.
    const prefix = sql`search_fold(${escapeLike(text.trim().replace(/^@/, ''))}) || '%'`;
    return queryRows(
      db,
      sql`SELECT (${MEMBER_CARD_JSON})::jsonb || jsonb_build_object('followState', ${FOLLOW_STATE_SQL(viewerId)}) AS card
          FROM profiles p JOIN "user" u ON u.id = p.user_id
          WHERE (p.handle LIKE ${prefix} OR p.search_name LIKE ${prefix}) AND ${notBlocked}
          ORDER BY p.handle LIMIT ${PEOPLE_LIMIT}`,
    ).then((rows) => rows.map((row) => (row as { card: MemberCard & { followState: FollowState } }).card));
  }
  // Suggestions: whom my follows follow (the more of them, the higher), then the latest members of the verified gyms
  // I belong to (issue 20; each gym's newest, from its page index), never someone I follow or asked to follow.
  return queryRows(
    db,
    sql`SELECT (${MEMBER_CARD_JSON})::jsonb || jsonb_build_object('followState', 'none') AS card
        FROM (
          SELECT c.user_id, sum(c.via) AS via
          FROM (
            SELECT f2.followee_id AS user_id, 1 AS via
            FROM follows f1 JOIN follows f2 ON f2.follower_id = f1.followee_id AND f2.status = 'accepted'
            WHERE f1.follower_id = ${viewerId} AND f1.status = 'accepted'
            UNION ALL
            SELECT mate.user_id, 0 AS via
            FROM gym_members mine JOIN gyms g ON g.id = mine.gym_id AND g.status = 'verified'
            CROSS JOIN LATERAL (
              SELECT m.user_id FROM gym_members m
              WHERE m.gym_id = mine.gym_id ORDER BY m.joined_at DESC, m.user_id DESC LIMIT ${PEOPLE_LIMIT + 1}
            ) mate
            WHERE mine.user_id = ${viewerId}
          ) c
          WHERE c.user_id <> ${viewerId}
            AND NOT EXISTS (SELECT 1 FROM follows mine WHERE mine.follower_id = ${viewerId}
                            AND mine.followee_id = c.user_id)
          GROUP BY c.user_id
        ) s
        JOIN profiles p ON p.user_id = s.user_id JOIN "user" u ON u.id = p.user_id
        WHERE ${notBlocked}
        ORDER BY s.via DESC, p.handle LIMIT ${PEOPLE_LIMIT}`,
  ).then((rows) => rows.map((row) => (row as { card: MemberCard & { followState: FollowState } }).card));
}
