import { sql } from 'drizzle-orm';
import type { GymMemberRow, GymRole, MemberCard } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { CURSOR_TIME_FORMAT, type TimeIdCursor } from '../../core/cursor';
import type { AppDb } from '../../db/client';
import { blockedBetweenSql, MEMBER_CARD_JSON } from '../social';

/** A gym's member list (issue 36, item 7): who sees whom, and pages whose cursor holds no member id. */

/** The viewer of the list: their id, and whether they see every member (the gym's admins and superadmins). */
export interface MemberListViewer {
  id: string;
  seesEveryone: boolean;
}

/**
 * A page of the gym's members, oldest first, after `after`. Ordered by (joined_at, md5 of the member id as a uuid):
 * the cursor holds that hash, never the id (migration 0034's index). A private member, or one blocked either way, is
 * a row with no handle, name or avatar for a viewer who does not see everyone; the viewer always sees themselves.
 */
export async function listMembers(
  db: AppDb,
  gymId: string,
  viewer: MemberListViewer,
  after: TimeIdCursor | null,
  limit: number,
): Promise<{ members: GymMemberRow[]; keys: TimeIdCursor[] }> {
  const hidden = viewer.seesEveryone
    ? sql`false`
    : sql`(m.user_id <> ${viewer.id} AND (p.privacy = 'private' OR ${blockedBetweenSql(viewer.id, sql`m.user_id`)}))`;
  const rows = await queryRows<{
    card: MemberCard | null;
    role: GymRole;
    joined_at: string;
    is_me: boolean;
    at_key: string;
    id_key: string;
  }>(
    db,
    sql`SELECT CASE WHEN ${hidden} THEN NULL ELSE ${MEMBER_CARD_JSON} END AS card, m.role,
            m.joined_at, m.user_id = ${viewer.id} AS is_me,
            to_char(m.joined_at AT TIME ZONE 'UTC', ${sql.raw(CURSOR_TIME_FORMAT)}) AS at_key,
            (md5(m.user_id)::uuid)::text AS id_key
        FROM gym_members m JOIN profiles p ON p.user_id = m.user_id JOIN "user" u ON u.id = m.user_id
        WHERE m.gym_id = ${gymId}
          ${after ? sql`AND (m.joined_at, md5(m.user_id)::uuid) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
        ORDER BY m.joined_at, md5(m.user_id)::uuid LIMIT ${limit + 1}`,
  );
  return {
    members: rows.map((row) => ({
      handle: row.card?.handle ?? null,
      name: row.card?.name ?? null,
      avatarUrl: row.card?.avatarUrl ?? null,
      role: row.role,
      joinedAt: new Date(row.joined_at).toISOString(),
      isMe: row.is_me,
    })),
    keys: rows.map((row) => ({ at: row.at_key, id: row.id_key })),
  };
}
