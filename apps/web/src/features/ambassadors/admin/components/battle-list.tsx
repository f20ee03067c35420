import { Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList, moreOf } from '@/components/ui/admin-list';
import { EmptyState } from '@/components/ui/empty-state';
import { BattleStateChip } from '@/features/ambassadors/components/status-chips';
import { formatInZone } from '@/features/ambassadors/lib/format';
import { useAdminBattles } from '../api/list-admin-battles';

/** Every battle, newest start first, a page at a time; each opens its own page. */
export function BattleList({ caption }: { caption: string }) {
  const { t, i18n } = useTranslation('ambassadors');
  const battles = useAdminBattles();
  return (
    <AdminList
      error={battles.isError ? t('errors.loadFailed') : null}
      empty={
        <EmptyState icon={Swords} title={t('adminBattles.emptyTitle')} description={t('adminBattles.emptyText')} />
      }
      caption={caption}
      items={battles.data?.pages.flatMap((page) => page.battles) ?? []}
      isLoading={battles.isPending}
      columns={[
        {
          header: t('adminBattles.name'),
          isRowHeader: true,
          cell: (battle) => (
            <Link className="text-accent hover:underline" to={`/admin/battles/${battle.id}`}>
              {battle.name}
            </Link>
          ),
        },
        {
          header: t('adminBattles.when'),
          cell: (battle) =>
            `${formatInZone(battle.startsAt, battle.timeZone, i18n.language)} – ${formatInZone(battle.endsAt, battle.timeZone, i18n.language)}`,
        },
        { header: t('adminBattles.metric'), cell: (battle) => t(`metrics.${battle.metric}`) },
        {
          header: t('adminBattles.teams'),
          className: 'px-3 py-2 tabular-nums',
          cell: (battle) => t('adminBattles.acceptedOf', { accepted: battle.accepted, invited: battle.invited }),
        },
        { header: t('adminBattles.state'), cell: (battle) => <BattleStateChip state={battle.state} /> },
        { header: t('adminBattles.winner'), cell: (battle) => battle.winner?.name ?? '—' },
      ]}
      more={moreOf(battles, t('showMore'))}
    />
  );
}
