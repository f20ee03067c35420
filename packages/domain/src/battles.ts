/**
 * Battle rules (issue 22): a battle's state follows from its dates (no scheduler), a set counts when it was completed
 * inside the window [start, end), a team is an ambassador and the members they referred, and the winner is the team
 * with the highest score, a tie going to the team that reached its score first.
 */

export const BATTLE_METRICS = ['volume', 'workouts', 'training_days', 'sets'] as const;
export type BattleMetric = (typeof BATTLE_METRICS)[number];

export const BATTLE_STATES = ['draft', 'upcoming', 'live', 'ended', 'cancelled'] as const;
export type BattleState = (typeof BATTLE_STATES)[number];

export interface BattleDates {
  startsAt: Date;
  endsAt: Date;
  publishedAt: Date | null;
  cancelledAt: Date | null;
}

/** The state at `now`: cancelled and draft are chosen by staff; otherwise upcoming before the start, live, ended. */
export function battleState(battle: BattleDates, now: Date): BattleState {
  if (battle.cancelledAt) return 'cancelled';
  if (!battle.publishedAt) return 'draft';
  if (now < battle.startsAt) return 'upcoming';
  if (now < battle.endsAt) return 'live';
  return 'ended';
}

/** Whether a moment falls inside the battle's window: from the start (included) to the end (excluded). */
export function inBattleWindow(at: Date, battle: Pick<BattleDates, 'startsAt' | 'endsAt'>): boolean {
  return at >= battle.startsAt && at < battle.endsAt;
}

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'expired';

/** A stored invitation's status at `now`: a pending one expires when the battle starts (or is cancelled). */
export function invitationStatus(stored: InvitationStatus, battle: BattleDates, now: Date): InvitationStatus {
  if (stored !== 'pending') return stored;
  const state = battleState(battle, now);
  return state === 'draft' || state === 'upcoming' ? 'pending' : 'expired';
}

/** Whether an ambassador may still answer an invitation (only a pending one of a published battle not yet started). */
export function canAnswerInvitation(stored: InvitationStatus, battle: BattleDates, now: Date): boolean {
  return stored === 'pending' && battleState(battle, now) === 'upcoming';
}

export type BattleProblem = 'end_before_start' | 'too_long';

/** The longest a battle may run. */
export const BATTLE_MAX_DAYS = 366;

/** Why a window is not acceptable, or null: the end after the start, at most BATTLE_MAX_DAYS long. */
export function battleWindowProblem(startsAt: Date, endsAt: Date): BattleProblem | null {
  if (endsAt <= startsAt) return 'end_before_start';
  if (endsAt.getTime() - startsAt.getTime() > BATTLE_MAX_DAYS * 86_400_000) return 'too_long';
  return null;
}

export interface TeamScore {
  /** The ambassador profile's id. */
  teamId: string;
  score: number;
  /** When the team's last counted set was completed (null with nothing counted): the earlier reached its score first. */
  lastCountedAt: Date | null;
}

export interface RankedTeam extends TeamScore {
  /** 1 for the first; teams with the same score and the same last counted moment share a rank. */
  rank: number;
}

const compareTeams = (a: TeamScore, b: TeamScore) =>
  b.score - a.score || (a.lastCountedAt?.getTime() ?? 0) - (b.lastCountedAt?.getTime() ?? 0);

/** Teams best first: the higher score, then the team that reached it first; equal teams share a rank. */
export function rankTeams(teams: readonly TeamScore[]): RankedTeam[] {
  const sorted = [...teams].sort((a, b) => compareTeams(a, b) || a.teamId.localeCompare(b.teamId));
  const ranked: RankedTeam[] = [];
  sorted.forEach((team, index) => {
    const previous = ranked[index - 1];
    const rank = previous && compareTeams(previous, team) === 0 ? previous.rank : index + 1;
    ranked.push({ ...team, rank });
  });
  return ranked;
}

/** The winning team's id: the single first-ranked team with a score above zero, or null (nobody scored, or a tie). */
export function battleWinner(teams: readonly TeamScore[]): string | null {
  const ranked = rankTeams(teams);
  const first = ranked[0];
  if (!first || first.score <= 0) return null;
  return ranked.filter((team) => team.rank === 1).length === 1 ? first.teamId : null;
}
