import { sql, type SQL } from 'drizzle-orm';
import type { AmbassadorStatus } from '@lifeorbit/contracts/ambassadors';
import { CURSOR_TIME_FORMAT, type TimeIdCursor } from '../../core/cursor';
import { queryRows } from '../../core/db';
import { escapeLike } from '../../core/sql';
import type { AppDb } from '../../db/client';

/** Ambassador profiles and referrals (issue 22). */

/** A member's name as others see it: the display name, else the part of the e-mail before the at sign. */
export const memberName = (profile: string, userRow: string) =>
  sql.raw(`COALESCE(NULLIF(btrim(${profile}.display_name), ''), split_part(${userRow}.email, '@', 1))`);

export const cursorKey = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', ${CURSOR_TIME_FORMAT})`);

export const afterCursor = (timeColumn: string, idColumn: string, cursor: TimeIdCursor | null): SQL =>
  cursor
    ? sql`AND (${sql.raw(timeColumn)}, ${sql.raw(idColumn)}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;

export const iso = (value: unknown): string => new Date(value as string).toISOString();
export const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

export interface ProfileRow {
  id: string;
  user_id: string;
  name: string;
  email: string;
  referral_code: string;
  commission_rate_bps: number;
  status: AmbassadorStatus;
  referred_count: number;
  created_at: unknown;
  cursor_at: string;
}

const profileSelect = sql`SELECT a.id, a.user_id, ${memberName('p', 'u')} AS name, u.email, a.referral_code,
    a.commission_rate_bps, a.status, a.created_at, ${cursorKey('a.created_at')} AS cursor_at,
    (SELECT count(*)::int FROM referrals r WHERE r.ambassador_id = a.id) AS referred_count
  FROM ambassador_profiles a JOIN "user" u ON u.id = a.user_id LEFT JOIN profiles p ON p.user_id = a.user_id`;

export async function findProfileByUser(db: AppDb, userId: string): Promise<ProfileRow | null> {
  const [row] = await queryRows<ProfileRow>(db, sql`${profileSelect} WHERE a.user_id = ${userId}`);
  return row ?? null;
}

export async function findProfile(db: AppDb, id: string): Promise<ProfileRow | null> {
  const [row] = await queryRows<ProfileRow>(db, sql`${profileSelect} WHERE a.id = ${id}`);
  return row ?? null;
}

export async function listProfiles(
  db: AppDb,
  query: { q?: string; status?: AmbassadorStatus; cursor: TimeIdCursor | null; limit: number },
): Promise<ProfileRow[]> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  return queryRows<ProfileRow>(
    db,
    sql`${profileSelect}
        WHERE TRUE
        ${pattern ? sql`AND (u.email ILIKE ${pattern} OR p.display_name ILIKE ${pattern} OR a.referral_code ILIKE ${pattern})` : sql``}
        ${query.status ? sql`AND a.status = ${query.status}` : sql``}
        ${afterCursor('a.created_at', 'a.id', query.cursor)}
        ORDER BY a.created_at DESC, a.id DESC LIMIT ${query.limit + 1}`,
  );
}

export async function userExists(db: AppDb, userId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`SELECT id FROM "user" WHERE id = ${userId}`);
  return rows.length > 0;
}

export async function codeTaken(db: AppDb, code: string, exceptId: string | null): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM ambassador_profiles WHERE referral_code = ${code} ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`,
  );
  return rows.length > 0;
}

export async function insertProfile(
  db: AppDb,
  values: { userId: string; referralCode: string | undefined; commissionRateBps: number },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    values.referralCode
      ? sql`INSERT INTO ambassador_profiles (user_id, referral_code, commission_rate_bps)
            VALUES (${values.userId}, ${values.referralCode}, ${values.commissionRateBps}) RETURNING id`
      : sql`INSERT INTO ambassador_profiles (user_id, commission_rate_bps)
            VALUES (${values.userId}, ${values.commissionRateBps}) RETURNING id`,
  );
  return row!.id;
}

export async function updateProfile(
  db: AppDb,
  id: string,
  values: { referralCode: string; commissionRateBps: number; status: AmbassadorStatus },
): Promise<void> {
  await db.execute(
    sql`UPDATE ambassador_profiles SET referral_code = ${values.referralCode},
          commission_rate_bps = ${values.commissionRateBps}, status = ${values.status}, updated_at = now()
        WHERE id = ${id}`,
  );
}

/** The active ambassador who owns a referral code, or null. */
export async function findActiveByCode(db: AppDb, code: string): Promise<{ id: string; user_id: string } | null> {
  const [row] = await queryRows<{ id: string; user_id: string }>(
    db,
    sql`SELECT id, user_id FROM ambassador_profiles WHERE referral_code = ${code} AND status = 'active'`,
  );
  return row ?? null;
}

/** How long ago the account was made, in seconds. */
export async function accountAgeSeconds(db: AppDb, userId: string): Promise<number | null> {
  const [row] = await queryRows<{ age: number }>(
    db,
    sql`SELECT extract(epoch FROM now() - created_at)::float8 AS age FROM "user" WHERE id = ${userId}`,
  );
  return row ? Number(row.age) : null;
}

/** Records the referrer once: a member who already has one keeps it. Answers whether this call recorded it. */
export async function insertReferral(db: AppDb, memberUserId: string, ambassadorId: string): Promise<boolean> {
  const rows = await queryRows<{ member_user_id: string }>(
    db,
    sql`INSERT INTO referrals (member_user_id, ambassador_id) VALUES (${memberUserId}, ${ambassadorId})
        ON CONFLICT (member_user_id) DO NOTHING RETURNING member_user_id`,
  );
  return rows.length > 0;
}

export interface ReferredRow {
  id: string;
  name: string;
  created_at: unknown;
  cursor_at: string;
  workouts_30: number;
  last_workout_at: unknown;
}

/** An ambassador's referred members, newest first, with their workouts of the last 30 days (one page). */
export async function listReferred(
  db: AppDb,
  ambassadorId: string,
  cursor: TimeIdCursor | null,
  limit: number,
): Promise<ReferredRow[]> {
  return queryRows<ReferredRow>(
    db,
    sql`SELECT r.id, ${memberName('p', 'u')} AS name, r.created_at,
          ${cursorKey('r.created_at')} AS cursor_at,
          (SELECT count(*)::int FROM workouts w WHERE w.user_id = r.member_user_id AND w.ended_at IS NOT NULL
             AND w.ended_at >= now() - interval '30 days') AS workouts_30,
          (SELECT max(w.ended_at) FROM workouts w WHERE w.user_id = r.member_user_id AND w.ended_at IS NOT NULL)
            AS last_workout_at
        FROM referrals r JOIN "user" u ON u.id = r.member_user_id LEFT JOIN profiles p ON p.user_id = r.member_user_id
        WHERE r.ambassador_id = ${ambassadorId}
        ${afterCursor('r.created_at', 'r.id', cursor)}
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit + 1}`,
  );
}
