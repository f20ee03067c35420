import { sql, type SQL } from 'drizzle-orm';
import type { GymMemberRow, GymMembership, GymRole, MemberCard } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { CURSOR_TIME_FORMAT, type TimeIdCursor } from '../../core/cursor';
import type { AppDb } from '../../db/client';
import { blockedBetweenSql, MEMBER_CARD_JSON } from '../social';

/**
 * A gym's members (gym_members): joining, leaving, home gym and leaderboard choices, roles, and the member list
 * (issue 36, item 7): who sees whom, and pages whose cursor holds no member id.
 */

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

export async function findMembership(db: AppDb, gymId: string, userId: string): Promise<GymMembership | null> {
  const [row] = await queryRows<{ role: GymRole; is_home: boolean; leaderboard_opt_in: boolean }>(
    db,
    sql`SELECT role, is_home, leaderboard_opt_in FROM gym_members WHERE gym_id = ${gymId} AND user_id = ${userId}`,
  );
  return row ? { role: row.role, isHome: row.is_home, leaderboardOptIn: row.leaderboard_opt_in } : null;
}

export async function countAdmins(db: AppDb, gymId: string): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM gym_members WHERE gym_id = ${gymId} AND role = 'admin'`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Joins (or keeps) the membership; as home, it becomes the member's only home gym. Without a choice, the first gym
 * a member joins becomes their home.
 */
export async function upsertMember(
  db: AppDb,
  gymId: string,
  userId: string,
  options: { isHome?: boolean; role?: GymRole },
): Promise<void> {
  if (options.isHome) await clearHome(db, userId);
  await db.execute(
    sql`INSERT INTO gym_members (gym_id, user_id, role, is_home)
        VALUES (${gymId}, ${userId}, ${options.role ?? 'member'},
          ${options.isHome ?? sql`NOT EXISTS (SELECT 1 FROM gym_members h WHERE h.user_id = ${userId} AND h.is_home)`})
        ON CONFLICT (gym_id, user_id) DO UPDATE SET
          is_home = gym_members.is_home OR EXCLUDED.is_home,
          role = ${options.role ? sql`EXCLUDED.role` : sql`gym_members.role`}`,
  );
}

async function clearHome(db: AppDb, userId: string): Promise<void> {
  await db.execute(sql`UPDATE gym_members SET is_home = false WHERE user_id = ${userId} AND is_home`);
}

export async function updateMembership(
  db: AppDb,
  gymId: string,
  userId: string,
  changes: { isHome?: boolean; leaderboardOptIn?: boolean; role?: GymRole },
): Promise<void> {
  if (changes.isHome) await clearHome(db, userId);
  const sets: SQL[] = [];
  if (changes.isHome !== undefined) sets.push(sql`is_home = ${changes.isHome}`);
  if (changes.leaderboardOptIn !== undefined) sets.push(sql`leaderboard_opt_in = ${changes.leaderboardOptIn}`);
  if (changes.role !== undefined) sets.push(sql`role = ${changes.role}`);
  if (sets.length === 0) return;
  await db.execute(
    sql`UPDATE gym_members SET ${sql.join(sets, sql`, `)} WHERE gym_id = ${gymId} AND user_id = ${userId}`,
  );
}

export async function deleteMember(db: AppDb, gymId: string, userId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`DELETE FROM gym_members WHERE gym_id = ${gymId} AND user_id = ${userId} RETURNING user_id`,
  );
  return rows.length > 0;
}

/** The member with this handle: their id; null when no member has it. */
export async function findUserIdByHandle(db: AppDb, handle: string): Promise<string | null> {
  const [row] = await queryRows<{ user_id: string }>(db, sql`SELECT user_id FROM profiles WHERE handle = ${handle}`);
  return row?.user_id ?? null;
}
