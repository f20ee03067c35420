import { sql, type SQL } from 'drizzle-orm';
import type { BattleMetric, InvitationStatus } from '@lifeorbit/contracts/ambassadors';
import type { TimeIdCursor } from '../../core/cursor';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { afterCursor, cursorKey, memberName } from './ambassadors.repository';

/** Battles, their invitations, their leaderboards (aggregated in SQL over the window) and frozen results. */

export interface BattleRow {
  id: string;
  name: string;
  description: string;
  starts_at: unknown;
  ends_at: unknown;
  time_zone: string;
  metric: BattleMetric;
  prize: string;
  published_at: unknown;
  cancelled_at: unknown;
  cancel_reason: string | null;
  invited: number;
  accepted: number;
  winner_ambassador_id: string | null;
  winner_name: string | null;
  frozen: boolean;
  cursor_at: string;
}

const battleSelect = sql`SELECT b.id, b.name, b.description, b.starts_at, b.ends_at, b.time_zone, b.metric, b.prize,
    b.published_at, b.cancelled_at, b.cancel_reason, ${cursorKey('b.starts_at')} AS cursor_at,
    (SELECT count(*)::int FROM battle_invitations i WHERE i.battle_id = b.id) AS invited,
    (SELECT count(*)::int FROM battle_invitations i WHERE i.battle_id = b.id AND i.status = 'accepted') AS accepted,
    res.winner_ambassador_id, (res.battle_id IS NOT NULL) AS frozen,
    (SELECT ${memberName('wp', 'wu')} FROM ambassador_profiles wa JOIN "user" wu ON wu.id = wa.user_id
       LEFT JOIN profiles wp ON wp.user_id = wa.user_id WHERE wa.id = res.winner_ambassador_id) AS winner_name
  FROM battles b LEFT JOIN battle_results res ON res.battle_id = b.id`;

export async function findBattle(db: AppDb, id: string): Promise<BattleRow | null> {
  const [row] = await queryRows<BattleRow>(db, sql`${battleSelect} WHERE b.id = ${id}`);
  return row ?? null;
}

export async function listBattles(db: AppDb, cursor: TimeIdCursor | null, limit: number): Promise<BattleRow[]> {
  return queryRows<BattleRow>(
    db,
    sql`${battleSelect} WHERE TRUE ${afterCursor('b.starts_at', 'b.id', cursor)}
        ORDER BY b.starts_at DESC, b.id DESC LIMIT ${limit + 1}`,
  );
}

export interface BattleValues {
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  metric: BattleMetric;
  prize: string;
}

export async function insertBattle(db: AppDb, values: BattleValues, createdBy: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO battles (name, description, starts_at, ends_at, time_zone, metric, prize, created_by)
        VALUES (${values.name}, ${values.description}, ${values.startsAt}, ${values.endsAt}, ${values.timeZone},
          ${values.metric}, ${values.prize}, ${createdBy}) RETURNING id`,
  );
  return row!.id;
}

export async function updateBattle(db: AppDb, id: string, values: BattleValues): Promise<void> {
  await db.execute(
    sql`UPDATE battles SET name = ${values.name}, description = ${values.description}, starts_at = ${values.startsAt},
          ends_at = ${values.endsAt}, time_zone = ${values.timeZone}, metric = ${values.metric}, prize = ${values.prize},
          updated_at = now()
        WHERE id = ${id}`,
  );
}

/** Sets one of the staff-chosen moments (published, cancelled, a start or an end moved to now). */
export async function setBattleMoment(
  db: AppDb,
  id: string,
  change: 'publish' | 'cancel' | 'start_now' | 'end_now',
  reason: string | null = null,
): Promise<void> {
  const set: Record<typeof change, SQL> = {
    publish: sql`published_at = now()`,
    cancel: sql`cancelled_at = now(), cancel_reason = ${reason}`,
    start_now: sql`starts_at = now()`,
    end_now: sql`ends_at = now()`,
  };
  await db.execute(sql`UPDATE battles SET ${set[change]}, updated_at = now() WHERE id = ${id}`);
}

export interface InvitationRow {
  id: string;
  battle_id: string;
  ambassador_id: string;
  name: string;
  status: InvitationStatus;
  answered_at: unknown;
}

export async function listInvitations(db: AppDb, battleId: string): Promise<InvitationRow[]> {
  return queryRows<InvitationRow>(
    db,
    sql`SELECT i.id, i.battle_id, i.ambassador_id, ${memberName('p', 'u')} AS name, i.status, i.answered_at
        FROM battle_invitations i JOIN ambassador_profiles a ON a.id = i.ambassador_id
        JOIN "user" u ON u.id = a.user_id LEFT JOIN profiles p ON p.user_id = a.user_id
        WHERE i.battle_id = ${battleId} ORDER BY i.created_at, i.id`,
  );
}

/** Invites active ambassadors; one already invited stays as they were. Answers the ids newly invited. */
export async function insertInvitations(db: AppDb, battleId: string, ambassadorIds: string[]): Promise<string[]> {
  const rows = await queryRows<{ ambassador_id: string }>(
    db,
    sql`INSERT INTO battle_invitations (battle_id, ambassador_id)
        SELECT ${battleId}, a.id FROM ambassador_profiles a
        WHERE a.id IN (${sql.join(
          ambassadorIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) AND a.status = 'active'
        ON CONFLICT (battle_id, ambassador_id) DO NOTHING RETURNING ambassador_id`,
  );
  return rows.map((row) => row.ambassador_id);
}

export async function countActiveAmbassadors(db: AppDb, ids: string[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ambassador_profiles WHERE status = 'active' AND id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return row!.n;
}

/** An ambassador's invitation with its battle id, or null when it is not theirs. */
export async function findMyInvitation(
  db: AppDb,
  invitationId: string,
  ambassadorId: string,
): Promise<{ id: string; battle_id: string; status: InvitationStatus } | null> {
  const [row] = await queryRows<{ id: string; battle_id: string; status: InvitationStatus }>(
    db,
    sql`SELECT id, battle_id, status FROM battle_invitations WHERE id = ${invitationId} AND ambassador_id = ${ambassadorId}`,
  );
  return row ?? null;
}

/** Answers a pending invitation; answers whether it was still pending. */
export async function answerInvitation(db: AppDb, invitationId: string, status: 'accepted' | 'declined') {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE battle_invitations SET status = ${status}, answered_at = now()
        WHERE id = ${invitationId} AND status = 'pending' RETURNING id`,
  );
  return rows.length > 0;
}

/** An ambassador's invitations to published battles, newest battle first. */
export async function listMyInvitations(db: AppDb, ambassadorId: string) {
  return queryRows<BattleRow & { invitation_id: string; invitation_status: InvitationStatus }>(
    db,
    sql`SELECT x.*, i.id AS invitation_id, i.status AS invitation_status
        FROM battle_invitations i JOIN (${battleSelect}) x ON x.id = i.battle_id
        WHERE i.ambassador_id = ${ambassadorId} AND x.published_at IS NOT NULL
        ORDER BY x.starts_at DESC LIMIT 100`,
  );
}

export interface TeamScoreRow {
  ambassador_id: string;
  name: string;
  score: string;
  member_count: number;
  last_counted_at: unknown;
}

export interface MemberScoreRow {
  ambassador_id: string;
  name: string;
  score: string;
  is_ambassador: boolean;
}

/** What one completed set adds for a metric, aggregated per member over the window. */
const METRIC_SQL: Record<BattleMetric, SQL> = {
  volume: sql`COALESCE(round(sum(COALESCE(s.weight, 0) * COALESCE(s.reps, 0)
      * CASE s.weight_unit WHEN 'lb' THEN 0.45359237 ELSE 1 END)), 0)`,
  sets: sql`count(*)`,
  workouts: sql`count(DISTINCT we.workout_id)`,
  training_days: sql`count(DISTINCT (s.completed_at AT TIME ZONE b.time_zone)::date)`,
};

/**
 * The teams of a battle (each accepting ambassador and the members they referred) with each member's score: the
 * completed working sets (warm-ups left out) logged inside [start, end), summed in SQL through the index on
 * (user_id, completed_at). Teams come whole; members come as the best `memberLimit` of each team.
 */
export async function scoreBattle(
  db: AppDb,
  battleId: string,
  metric: BattleMetric,
  memberLimit: number,
): Promise<{ teams: TeamScoreRow[]; members: MemberScoreRow[] }> {
  const scored = sql`WITH b AS (SELECT id, starts_at, ends_at, time_zone FROM battles WHERE id = ${battleId}),
    team AS (
      SELECT i.ambassador_id, a.user_id AS member_id, true AS is_ambassador
        FROM battle_invitations i JOIN ambassador_profiles a ON a.id = i.ambassador_id
        WHERE i.battle_id = ${battleId} AND i.status = 'accepted'
      UNION ALL
      SELECT i.ambassador_id, r.member_user_id, false
        FROM battle_invitations i JOIN referrals r ON r.ambassador_id = i.ambassador_id
        WHERE i.battle_id = ${battleId} AND i.status = 'accepted'),
    scored AS (
      SELECT team.ambassador_id, team.member_id, team.is_ambassador, agg.score, agg.last_at
      FROM team CROSS JOIN b
      CROSS JOIN LATERAL (
        SELECT ${METRIC_SQL[metric]}::numeric AS score, max(s.completed_at) AS last_at
        FROM workout_sets s JOIN workout_exercises we ON we.id = s.workout_exercise_id
        WHERE s.user_id = team.member_id AND s.is_completed
          AND s.completed_at >= b.starts_at AND s.completed_at < b.ends_at AND s.set_kind <> 'warmup'
      ) agg)`;
  const [teams, members] = await Promise.all([
    queryRows<TeamScoreRow>(
      db,
      sql`${scored}
          SELECT s.ambassador_id, ${memberName('p', 'u')} AS name, sum(s.score)::text AS score,
            count(*)::int AS member_count, max(s.last_at) FILTER (WHERE s.score > 0) AS last_counted_at
          FROM scored s JOIN ambassador_profiles a ON a.id = s.ambassador_id JOIN "user" u ON u.id = a.user_id
          LEFT JOIN profiles p ON p.user_id = a.user_id
          GROUP BY s.ambassador_id, p.display_name, u.email`,
    ),
    queryRows<MemberScoreRow>(
      db,
      sql`${scored}
          SELECT ambassador_id, name, score::text AS score, is_ambassador FROM (
            SELECT s.ambassador_id, ${memberName('p', 'u')} AS name, s.score, s.is_ambassador,
              row_number() OVER (PARTITION BY s.ambassador_id ORDER BY s.score DESC, s.is_ambassador DESC, u.id) AS n
            FROM scored s JOIN "user" u ON u.id = s.member_id LEFT JOIN profiles p ON p.user_id = s.member_id) ranked
          WHERE n <= ${memberLimit} ORDER BY ambassador_id, n`,
    ),
  ]);
  return { teams, members };
}

export interface ResultRow {
  winner_ambassador_id: string | null;
  standings: unknown;
  frozen_at: unknown;
}

export async function findResult(db: AppDb, battleId: string): Promise<ResultRow | null> {
  const [row] = await queryRows<ResultRow>(
    db,
    sql`SELECT winner_ambassador_id, standings, frozen_at FROM battle_results WHERE battle_id = ${battleId}`,
  );
  return row ?? null;
}

/** Records the result once: a second reader after the end finds the first one's. */
export async function insertResult(db: AppDb, battleId: string, winner: string | null, standings: unknown) {
  await db.execute(
    sql`INSERT INTO battle_results (battle_id, winner_ambassador_id, standings)
        VALUES (${battleId}, ${winner}, ${JSON.stringify(standings)}::jsonb) ON CONFLICT (battle_id) DO NOTHING`,
  );
}

/** The battles an ambassador accepted, newest first. */
export async function listMyBattles(db: AppDb, ambassadorId: string): Promise<BattleRow[]> {
  return queryRows<BattleRow>(
    db,
    sql`SELECT x.* FROM battle_invitations i JOIN (${battleSelect}) x ON x.id = i.battle_id
        WHERE i.ambassador_id = ${ambassadorId} AND i.status = 'accepted' ORDER BY x.starts_at DESC LIMIT 10`,
  );
}

export async function isParticipant(db: AppDb, battleId: string, ambassadorId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM battle_invitations WHERE battle_id = ${battleId} AND ambassador_id = ${ambassadorId}
          AND status = 'accepted'`,
  );
  return rows.length > 0;
}
