import type {
  BattleDetail,
  BattleListResponse,
  BattleSummary,
  CreateBattleRequest,
  InviteRequest,
  Leaderboard,
  LeaderboardTeam,
  MyBattlesResponse,
  MyInvitationsResponse,
  PageQuery,
  PrizeRequest,
  UpdateBattleRequest,
} from '@lifeorbit/contracts/ambassadors';
import {
  battleState,
  battleWindowProblem,
  battleWinner,
  canAnswerInvitation,
  invitationStatus,
  rankTeams,
  type BattleDates,
} from '@lifeorbit/domain';
import { decodeCursor, pageOf } from '../../core/cursor';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { logAdminAction } from '../security';
import { iso, isoOrNull } from './ambassadors.repository';
import { requireAmbassador } from './ambassadors.service';
import * as repo from './battles.repository';
import { findEntryForBattle, insertEntry } from './ledger.repository';
import { entryView, parseMoney } from './ledger.service';

/** Battles: states from dates, invitations, leaderboards in SQL, the result frozen at the first read after the end. */

const PAGE = 50;
const MEMBERS_PER_TEAM = 50;

const datesOf = (row: repo.BattleRow): BattleDates => ({
  startsAt: new Date(row.starts_at as string),
  endsAt: new Date(row.ends_at as string),
  publishedAt: row.published_at ? new Date(row.published_at as string) : null,
  cancelledAt: row.cancelled_at ? new Date(row.cancelled_at as string) : null,
});

/** The fields staff edit, as the audit log's before and after record them. */
const editable = (row: repo.BattleRow) => ({
  name: row.name,
  description: row.description,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  timeZone: row.time_zone,
  metric: row.metric,
  prize: row.prize,
});

export function toBattleSummary(row: repo.BattleRow, now: Date): BattleSummary {
  return {
    id: row.id,
    ...editable(row),
    state: battleState(datesOf(row), now),
    cancelReason: row.cancel_reason,
    invited: row.invited,
    accepted: row.accepted,
    winner:
      row.winner_ambassador_id && row.winner_name
        ? { ambassadorId: row.winner_ambassador_id, name: row.winner_name }
        : null,
  };
}

interface Standings {
  teams: LeaderboardTeam[];
}

async function liveStandings(
  db: AppDb,
  row: repo.BattleRow,
): Promise<{ teams: LeaderboardTeam[]; winner: string | null }> {
  const { teams, members } = await repo.scoreBattle(db, row.id, row.metric, MEMBERS_PER_TEAM);
  const scores = teams.map((team) => ({
    teamId: team.ambassador_id,
    score: Number(team.score),
    lastCountedAt: team.last_counted_at ? new Date(team.last_counted_at as string) : null,
  }));
  const byId = new Map(teams.map((team) => [team.ambassador_id, team]));
  const ranked = rankTeams(scores).map((team) => ({
    ambassadorId: team.teamId,
    name: byId.get(team.teamId)!.name,
    rank: team.rank,
    score: team.score,
    memberCount: byId.get(team.teamId)!.member_count,
    members: members
      .filter((member) => member.ambassador_id === team.teamId)
      .map((member) => ({ name: member.name, score: Number(member.score), isAmbassador: member.is_ambassador })),
  }));
  return { teams: ranked, winner: battleWinner(scores) };
}

/**
 * The leaderboard at `now`: computed from the window while the battle runs; once it has ended, the result recorded by
 * the first read after the end (recorded here if nobody has yet), so later changes to sets never move it.
 */
export async function leaderboardOf(db: AppDb, row: repo.BattleRow, now: Date): Promise<Leaderboard> {
  const state = battleState(datesOf(row), now);
  if (state === 'ended') {
    let result = await repo.findResult(db, row.id);
    if (!result) {
      const live = await liveStandings(db, row);
      await repo.insertResult(db, row.id, live.winner, { teams: live.teams } satisfies Standings);
      result = (await repo.findResult(db, row.id))!;
    }
    return {
      metric: row.metric,
      frozen: true,
      frozenAt: iso(result.frozen_at),
      winnerAmbassadorId: result.winner_ambassador_id,
      teams: (result.standings as Standings).teams,
    };
  }
  if (state === 'live') {
    const live = await liveStandings(db, row);
    return { metric: row.metric, frozen: false, frozenAt: null, winnerAmbassadorId: null, teams: live.teams };
  }
  // Draft, upcoming, cancelled: nothing counts yet (or any more).
  return { metric: row.metric, frozen: false, frozenAt: null, winnerAmbassadorId: null, teams: [] };
}

async function loadBattle(db: AppDb, id: string): Promise<repo.BattleRow> {
  const row = await repo.findBattle(db, id);
  if (!row) throw new AppError('not_found', 'No battle with this id');
  return row;
}

/** Reads a battle, recording its result first if it has ended and nobody read it since. */
async function loadSettled(db: AppDb, id: string, now: Date) {
  let row = await loadBattle(db, id);
  const leaderboard = await leaderboardOf(db, row, now);
  if (leaderboard.frozen && !row.frozen) row = await loadBattle(db, id);
  return { row, leaderboard };
}

export async function listBattles(db: AppDb, query: PageQuery, now = new Date()): Promise<BattleListResponse> {
  const rows = await repo.listBattles(db, decodeCursor(query.cursor), PAGE);
  const { page, nextCursor } = pageOf(rows, PAGE, (row) => ({ at: row.cursor_at, id: row.id }));
  return { battles: page.map((row) => toBattleSummary(row, now)), nextCursor };
}

export async function getBattle(db: AppDb, id: string, now = new Date()): Promise<BattleDetail> {
  const { row, leaderboard } = await loadSettled(db, id, now);
  const dates = datesOf(row);
  const [invitations, prize] = await Promise.all([repo.listInvitations(db, id), findEntryForBattle(db, id)]);
  return {
    battle: toBattleSummary(row, now),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      ambassadorId: invitation.ambassador_id,
      name: invitation.name,
      status: invitationStatus(invitation.status, dates, now),
      answeredAt: isoOrNull(invitation.answered_at),
    })),
    leaderboard,
    prizeEntry: prize ? { id: prize.id, money: entryView(prize).money, status: prize.status } : null,
  };
}

const windowError = (problem: 'end_before_start' | 'too_long') =>
  new AppError(
    'validation_failed',
    problem === 'end_before_start'
      ? 'endsAt: The end must come after the start'
      : 'endsAt: A battle lasts a year at most',
    [
      {
        field: 'endsAt',
        code: 'out_of_range',
        message: problem === 'end_before_start' ? 'The end must come after the start' : 'A battle lasts a year at most',
      },
    ],
  );

const audit = (db: AppDb, adminId: string, actionType: string, battleId: string, details: Record<string, unknown>) =>
  logAdminAction(db, { actorUserId: adminId, actionType, details: { battleId, ...details } });

export async function createBattle(db: AppDb, adminId: string, request: CreateBattleRequest, now = new Date()) {
  const problem = battleWindowProblem(new Date(request.startsAt), new Date(request.endsAt));
  if (problem) throw windowError(problem);
  const values = { ...request, description: request.description ?? '', prize: request.prize ?? '' };
  return db.transaction(async (tx) => {
    const id = await repo.insertBattle(tx, values, adminId);
    const row = (await repo.findBattle(tx, id))!;
    await audit(tx, adminId, 'battle.create', id, { before: null, after: editable(row) });
    return toBattleSummary(row, now);
  });
}

const stateConflict = (message: string) => new AppError('conflict', message);

export async function updateBattle(
  db: AppDb,
  adminId: string,
  id: string,
  request: UpdateBattleRequest,
  now = new Date(),
) {
  const row = await loadBattle(db, id);
  const state = battleState(datesOf(row), now);
  if (state === 'ended' || state === 'cancelled') throw stateConflict('An ended or cancelled battle cannot change');
  const before = editable(row);
  const next = { ...before, ...request };
  if (state === 'live' && (next.startsAt !== before.startsAt || next.metric !== before.metric)) {
    throw stateConflict('A live battle keeps its start and metric');
  }
  const problem = battleWindowProblem(new Date(next.startsAt), new Date(next.endsAt));
  if (problem) throw windowError(problem);
  return db.transaction(async (tx) => {
    await repo.updateBattle(tx, id, next);
    const after = (await repo.findBattle(tx, id))!;
    await audit(tx, adminId, 'battle.update', id, { before, after: editable(after) });
    return toBattleSummary(after, now);
  });
}

/** publish (draft -> upcoming), cancel (not ended), start now (upcoming -> live), end now (live -> ended). */
export async function changeBattle(
  db: AppDb,
  adminId: string,
  id: string,
  change: 'publish' | 'cancel' | 'start_now' | 'end_now',
  reason: string | null = null,
  now = new Date(),
) {
  const row = await loadBattle(db, id);
  const state = battleState(datesOf(row), now);
  const allowed: Record<typeof change, boolean> = {
    publish: state === 'draft' && datesOf(row).startsAt > now,
    cancel: state === 'draft' || state === 'upcoming' || state === 'live',
    start_now: state === 'upcoming',
    end_now: state === 'live',
  };
  if (!allowed[change]) throw stateConflict(`A ${state} battle cannot do this (${change})`);
  return db.transaction(async (tx) => {
    await repo.setBattleMoment(tx, id, change, reason);
    const after = (await repo.findBattle(tx, id))!;
    await audit(tx, adminId, `battle.${change}`, id, {
      before: { state, startsAt: iso(row.starts_at), endsAt: iso(row.ends_at) },
      after: {
        state: battleState(datesOf(after), new Date()),
        startsAt: iso(after.starts_at),
        endsAt: iso(after.ends_at),
      },
      ...(reason && { reason }),
    });
    return toBattleSummary(after, new Date());
  });
}

export async function invite(db: AppDb, adminId: string, id: string, request: InviteRequest, now = new Date()) {
  const row = await loadBattle(db, id);
  const state = battleState(datesOf(row), now);
  if (state !== 'draft' && state !== 'upcoming') throw stateConflict('Invitations close when the battle starts');
  const unique = [...new Set(request.ambassadorIds)];
  if ((await repo.countActiveAmbassadors(db, unique)) !== unique.length) {
    throw new AppError('validation_failed', 'ambassadorIds: Not every id is an active ambassador', [
      { field: 'ambassadorIds', code: 'not_found', message: 'Not every id is an active ambassador' },
    ]);
  }
  await db.transaction(async (tx) => {
    const invited = await repo.insertInvitations(tx, id, unique);
    await audit(tx, adminId, 'battle.invite', id, { before: null, after: { invited } });
  });
  return getBattle(db, id, now);
}

export async function setPrize(db: AppDb, adminId: string, id: string, request: PrizeRequest, now = new Date()) {
  const { row } = await loadSettled(db, id, now);
  if (battleState(datesOf(row), now) !== 'ended') throw stateConflict('A prize is paid once the battle has ended');
  if (!row.winner_ambassador_id) throw stateConflict('This battle has no winner');
  const money = parseMoney(request.amount, request.currency);
  await db.transaction(async (tx) => {
    const entryId = await insertEntry(tx, {
      ambassadorId: row.winner_ambassador_id!,
      kind: 'prize',
      dealId: null,
      battleId: id,
      amountMinor: money.minor,
      currency: money.currency,
      rateBps: null,
    });
    if (!entryId) throw stateConflict('This battle already has its prize entry');
    await audit(tx, adminId, 'payout.prize', id, {
      before: null,
      after: { entryId, ambassadorId: row.winner_ambassador_id, amountMinor: money.minor, currency: money.currency },
    });
  });
  return getBattle(db, id, now);
}

export async function myInvitations(db: AppDb, userId: string, now = new Date()): Promise<MyInvitationsResponse> {
  const me = await requireAmbassador(db, userId);
  const rows = await repo.listMyInvitations(db, me.id);
  return {
    invitations: rows.map((row) => ({
      id: row.invitation_id,
      status: invitationStatus(row.invitation_status, datesOf(row), now),
      battle: toBattleSummary(row, now),
    })),
  };
}

export async function answer(db: AppDb, userId: string, invitationId: string, accept: boolean, now = new Date()) {
  const me = await requireAmbassador(db, userId);
  const invitation = await repo.findMyInvitation(db, invitationId, me.id);
  if (!invitation) throw new AppError('not_found', 'No invitation with this id');
  const battle = await loadBattle(db, invitation.battle_id);
  if (!canAnswerInvitation(invitation.status, datesOf(battle), now)) {
    throw stateConflict('This invitation can no longer be answered');
  }
  if (!(await repo.answerInvitation(db, invitationId, accept ? 'accepted' : 'declined'))) {
    throw stateConflict('This invitation can no longer be answered');
  }
  return myInvitations(db, userId, now);
}

/** The battles the ambassador accepted, each with its leaderboard (the ten newest). */
export async function myBattles(db: AppDb, userId: string, now = new Date()): Promise<MyBattlesResponse> {
  const me = await requireAmbassador(db, userId);
  const rows = await repo.listMyBattles(db, me.id);
  const battles = [];
  for (const listed of rows) {
    const { row, leaderboard } = await loadSettled(db, listed.id, now);
    battles.push({ battle: toBattleSummary(row, now), leaderboard });
  }
  return { battles };
}
