import { Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useMyBattles } from '../api/list-my-battles';
import { formatInZone } from '../lib/format';
import { AmbassadorSection, SectionLoadFailed, SectionLoading } from './ambassador-section';
import { LeaderboardTable } from './leaderboard';
import { BattleStateChip } from './status-chips';

/** The battles the ambassador takes part in, each with its window, metric, prize and leaderboard. */
export function MyBattles() {
  const { t, i18n } = useTranslation('ambassadors');
  const battles = useMyBattles();
  const list = battles.data?.battles ?? [];
  return (
    <AmbassadorSection title={t('battles.mine')}>
      {battles.isPending ? (
        <SectionLoading />
      ) : battles.isError ? (
        <SectionLoadFailed />
      ) : list.length === 0 ? (
        <EmptyState icon={Swords} title={t('battles.emptyMineTitle')} description={t('battles.emptyMineText')} />
      ) : (
        list.map(({ battle, leaderboard }) => (
          <article
            key={battle.id}
            className="flex flex-col gap-2 border-t border-border pt-3 first:border-t-0 first:pt-0"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{battle.name}</h3>
              <BattleStateChip state={battle.state} />
            </div>
            <p className="text-sm text-muted">
              {t('battles.window', {
                start: formatInZone(battle.startsAt, battle.timeZone, i18n.language),
                end: formatInZone(battle.endsAt, battle.timeZone, i18n.language),
              })}
              {' · '}
              {t(`metrics.${battle.metric}`)}
              {battle.prize ? ` · ${t('battles.prizeIs', { prize: battle.prize })}` : ''}
            </p>
            <LeaderboardTable battle={battle} leaderboard={leaderboard} />
          </article>
        ))
      )}
    </AmbassadorSection>
  );
}
