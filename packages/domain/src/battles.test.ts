import { describe, expect, it } from 'vitest';
import {
  battleState,
  battleWindowProblem,
  battleWinner,
  canAnswerInvitation,
  inBattleWindow,
  invitationStatus,
  rankTeams,
  type BattleDates,
} from './battles';

const at = (iso: string) => new Date(iso);
const battle: BattleDates = {
  startsAt: at('2026-03-01T00:00:00Z'),
  endsAt: at('2026-03-08T00:00:00Z'),
  publishedAt: at('2026-02-20T00:00:00Z'),
  cancelledAt: null,
};

describe('battleState', () => {
  it('follows from the dates', () => {
    expect(battleState(battle, at('2026-02-28T23:59:59Z'))).toBe('upcoming');
    expect(battleState(battle, at('2026-03-01T00:00:00Z'))).toBe('live');
    expect(battleState(battle, at('2026-03-07T23:59:59Z'))).toBe('live');
    expect(battleState(battle, at('2026-03-08T00:00:00Z'))).toBe('ended');
  });

  it('is draft until published and cancelled once cancelled', () => {
    expect(battleState({ ...battle, publishedAt: null }, at('2026-03-02T00:00:00Z'))).toBe('draft');
    expect(battleState({ ...battle, cancelledAt: at('2026-03-02T00:00:00Z') }, at('2026-03-09T00:00:00Z'))).toBe(
      'cancelled',
    );
  });
});

describe('inBattleWindow', () => {
  it('counts from the start (included) to the end (excluded)', () => {
    expect(inBattleWindow(at('2026-02-28T23:59:59Z'), battle)).toBe(false);
    expect(inBattleWindow(at('2026-03-01T00:00:00Z'), battle)).toBe(true);
    expect(inBattleWindow(at('2026-03-07T23:59:59.999Z'), battle)).toBe(true);
    expect(inBattleWindow(at('2026-03-08T00:00:00Z'), battle)).toBe(false);
  });
});

describe('invitations', () => {
  it('expire when the battle starts', () => {
    expect(invitationStatus('pending', battle, at('2026-02-25T00:00:00Z'))).toBe('pending');
    expect(invitationStatus('pending', { ...battle, publishedAt: null }, at('2026-02-25T00:00:00Z'))).toBe('pending');
    expect(invitationStatus('pending', battle, at('2026-03-01T00:00:00Z'))).toBe('expired');
    expect(invitationStatus('accepted', battle, at('2026-03-09T00:00:00Z'))).toBe('accepted');
  });

  it('can be answered only while pending and before the start', () => {
    expect(canAnswerInvitation('pending', battle, at('2026-02-25T00:00:00Z'))).toBe(true);
    expect(canAnswerInvitation('pending', battle, at('2026-03-02T00:00:00Z'))).toBe(false);
    expect(canAnswerInvitation('accepted', battle, at('2026-02-25T00:00:00Z'))).toBe(false);
    expect(canAnswerInvitation('pending', { ...battle, publishedAt: null }, at('2026-02-25T00:00:00Z'))).toBe(false);
  });
});

describe('battleWindowProblem', () => {
  it('wants the end after the start and at most a year', () => {
    expect(battleWindowProblem(battle.startsAt, battle.endsAt)).toBeNull();
    expect(battleWindowProblem(battle.endsAt, battle.startsAt)).toBe('end_before_start');
    expect(battleWindowProblem(battle.startsAt, battle.startsAt)).toBe('end_before_start');
    expect(battleWindowProblem(battle.startsAt, at('2027-03-03T00:00:00Z'))).toBe('too_long');
  });
});

describe('leaderboard', () => {
  const t = (iso: string) => at(iso);

  it('ranks by score, a tie going to the team that reached its score first', () => {
    const ranked = rankTeams([
      { teamId: 'b', score: 100, lastCountedAt: t('2026-03-03T10:00:00Z') },
      { teamId: 'a', score: 100, lastCountedAt: t('2026-03-02T10:00:00Z') },
      { teamId: 'c', score: 300, lastCountedAt: t('2026-03-05T10:00:00Z') },
      { teamId: 'd', score: 0, lastCountedAt: null },
    ]);
    expect(ranked.map((team) => [team.teamId, team.rank])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
      ['d', 4],
    ]);
  });

  it('lets exactly equal teams share a rank', () => {
    const ranked = rankTeams([
      { teamId: 'b', score: 5, lastCountedAt: t('2026-03-03T10:00:00Z') },
      { teamId: 'a', score: 5, lastCountedAt: t('2026-03-03T10:00:00Z') },
      { teamId: 'c', score: 0, lastCountedAt: null },
      { teamId: 'e', score: 0, lastCountedAt: null },
    ]);
    expect(ranked.map((team) => [team.teamId, team.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
      ['e', 3],
    ]);
  });

  it('names the winner: a single first team that scored', () => {
    expect(
      battleWinner([
        { teamId: 'a', score: 10, lastCountedAt: t('2026-03-02T10:00:00Z') },
        { teamId: 'b', score: 20, lastCountedAt: t('2026-03-03T10:00:00Z') },
      ]),
    ).toBe('b');
    expect(
      battleWinner([
        { teamId: 'a', score: 20, lastCountedAt: t('2026-03-02T10:00:00Z') },
        { teamId: 'b', score: 20, lastCountedAt: t('2026-03-03T10:00:00Z') },
      ]),
    ).toBe('a');
    expect(
      battleWinner([
        { teamId: 'a', score: 20, lastCountedAt: t('2026-03-02T10:00:00Z') },
        { teamId: 'b', score: 20, lastCountedAt: t('2026-03-02T10:00:00Z') },
      ]),
    ).toBeNull();
    expect(battleWinner([{ teamId: 'a', score: 0, lastCountedAt: null }])).toBeNull();
    expect(battleWinner([])).toBeNull();
  });
});
