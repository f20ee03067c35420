import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BattleSummary, Leaderboard } from '@lifeorbit/contracts/ambassadors';
import { numberFormat } from '@/lib/intl';

/**
 * A battle's leaderboard as a table (teams, then each team's members beneath it): a screen reader reads it row by
 * row. Live, it says it moves as sets are logged; ended, it names the winner and that the result is final.
 */
export function LeaderboardTable({ battle, leaderboard }: { battle: BattleSummary; leaderboard: Leaderboard }) {
  const { t, i18n } = useTranslation('ambassadors');
  const number = numberFormat(i18n.language);
  const unit = t(`metricUnits.${leaderboard.metric}`);
  if (battle.state === 'draft' || battle.state === 'upcoming' || battle.state === 'cancelled') {
    return <p className="text-sm text-muted">{t(`leaderboard.notYet.${battle.state}`)}</p>;
  }
  if (leaderboard.teams.length === 0) return <p className="text-sm text-muted">{t('leaderboard.noTeams')}</p>;
  const winner = leaderboard.teams.find((team) => team.ambassadorId === leaderboard.winnerAmbassadorId);
  return (
    <div className="flex flex-col gap-3">
      {leaderboard.frozen ? (
        <p className="flex items-center gap-2 text-sm font-medium" data-testid="battle-winner">
          <Trophy className="size-5 text-warning" strokeWidth={1.75} aria-hidden />
          {winner ? t('leaderboard.winner', { name: winner.name }) : t('leaderboard.noWinner')}
        </p>
      ) : (
        <p className="text-sm text-muted">{t('leaderboard.live')}</p>
      )}
      <div className="overflow-x-auto rounded-[12px] border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('leaderboard.caption', { name: battle.name })}</caption>
          <thead className="bg-raised text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('leaderboard.rank')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('leaderboard.team')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('leaderboard.score', { unit })}
              </th>
            </tr>
          </thead>
          {leaderboard.teams.map((team) => (
            <tbody key={team.ambassadorId} className="border-t border-border">
              <tr className={team.ambassadorId === leaderboard.winnerAmbassadorId ? 'bg-accent/10' : ''}>
                <td className="px-3 py-2 font-semibold tabular-nums">{team.rank}</td>
                <th scope="row" className="px-3 py-2 font-semibold">
                  {t('leaderboard.teamOf', { name: team.name, count: team.memberCount })}
                </th>
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{number.format(team.score)}</td>
              </tr>
              {team.members.map((member, index) => (
                <tr key={`${team.ambassadorId}-${index}`} className="text-muted">
                  <td className="px-3 py-1" />
                  <td className="px-3 py-1 pl-6">
                    {member.name}
                    {member.isAmbassador ? ` · ${t('leaderboard.ambassador')}` : ''}
                  </td>
                  <td className="px-3 py-1 text-right tabular-nums">{number.format(member.score)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
