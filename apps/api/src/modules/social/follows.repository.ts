import { sql } from 'drizzle-orm';
import type { MemberCard } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { MEMBER_CARD_JSON } from './visibility.sql';

/** Follows, follow requests and blocks. */

/**
 * Follows (or asks to follow) a member; following again keeps the existing follow or request as it is. Answers the
 * status, and whether this call made it (so that only a new follow or request tells the member).
 */
export async function insertFollow(
  db: AppDb,
  followerId: string,
  followeeId: string,
  status: 'pending' | 'accepted',
): Promise<{ status: 'pending' | 'accepted'; added: boolean }> {
  const [row] = await queryRows<{ status: 'pending' | 'accepted'; added: boolean }>(
    db,
    sql`WITH added AS (
          INSERT INTO follows (follower_id, followee_id, status) VALUES (${followerId}, ${followeeId}, ${status})
          ON CONFLICT (follower_id, followee_id) DO NOTHING RETURNING status)
        SELECT status, true AS added FROM added
        UNION ALL SELECT status, false FROM follows WHERE follower_id = ${followerId} AND followee_id = ${followeeId}
        LIMIT 1`,
  );
  return row ?? { status, added: false };
}

/** Ends a follow or withdraws a request, whichever there is; answers whether there was one. */
export async function deleteFollow(
  db: AppDb,
  followerId: string,
  followeeId: string,
  status?: 'pending',
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`DELETE FROM follows WHERE follower_id = ${followerId} AND followee_id = ${followeeId}
          ${status ? sql`AND status = ${status}` : sql``}
        RETURNING 1`,
  );
  return rows.length > 0;
}

/** Accepts a pending request; answers whether there was one. */
export async function acceptRequest(db: AppDb, followerId: string, followeeId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE follows SET status = 'accepted'
        WHERE follower_id = ${followerId} AND followee_id = ${followeeId} AND status = 'pending' RETURNING 1`,
  );
  return rows.length > 0;
}

export async function listRequests(db: AppDb, followeeId: string): Promise<(MemberCard & { requestedAt: string })[]> {
  const rows = await queryRows<{ card: MemberCard; created_at: unknown }>(
    db,
    sql`SELECT ${MEMBER_CARD_JSON} AS card, f.created_at
        FROM follows f JOIN profiles p ON p.user_id = f.follower_id JOIN "user" u ON u.id = f.follower_id
        WHERE f.followee_id = ${followeeId} AND f.status = 'pending'
        ORDER BY f.created_at DESC LIMIT 200`,
  );
  return rows.map((row) => ({ ...row.card, requestedAt: new Date(row.created_at as string).toISOString() }));
}

/** Blocks a member and ends every follow and request between the two, in one statement. */
export async function insertBlock(db: AppDb, blockerId: string, blockedId: string): Promise<void> {
  await db.execute(
    sql`WITH unfollowed AS (
          DELETE FROM follows
          WHERE (follower_id = ${blockerId} AND followee_id = ${blockedId})
             OR (follower_id = ${blockedId} AND followee_id = ${blockerId}))
        INSERT INTO blocks (blocker_id, blocked_id) VALUES (${blockerId}, ${blockedId})
        ON CONFLICT DO NOTHING`,
  );
}

export async function deleteBlock(db: AppDb, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`DELETE FROM blocks WHERE blocker_id = ${blockerId} AND blocked_id = ${blockedId} RETURNING 1`,
  );
  return rows.length > 0;
}

export async function hasBlocked(db: AppDb, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM blocks WHERE blocker_id = ${blockerId} AND blocked_id = ${blockedId}`,
  );
  return rows.length > 0;
}
