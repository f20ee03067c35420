import { Swords } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminBattles, useCreateBattle } from '@/features/ambassadors/api/admin';
import { BattleForm } from '@/features/ambassadors/components/battle-form';
import { BattleStateChip } from '@/features/ambassadors/components/status-chips';
import { formatInZone } from '@/features/ambassadors/lib/format';

/** /admin/battles: every battle, newest start first, and a form to create one (it starts as a draft). */
export function AdminBattlesPage() {
  const { t, i18n } = useTranslation(['ambassadors', 'routes']);
  useDocumentTitle(t('routes:adminBattles.title'));
  const battles = useAdminBattles();
  const create = useCreateBattle();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const list = battles.data?.pages.flatMap((page) => page.battles) ?? [];

  return (
    <>
      <PageHeader
        title={t('routes:adminBattles.title')}
        description={t('routes:adminBattles.description')}
        actions={creating ? null : <Button onClick={() => setCreating(true)}>{t('adminBattles.new')}</Button>}
      />
      {creating ? (
        <div className="mb-6">
          <BattleForm
            battle={null}
            isPending={create.isPending}
            error={create.error}
            submitLabel={t('adminBattles.create')}
            onCancel={() => setCreating(false)}
            onSubmit={(body) =>
              create.mutate(body, {
                onSuccess: (created) => {
                  toast.success(t('adminBattles.created'));
                  void navigate(`/admin/battles/${created.id}`);
                },
              })
            }
          />
        </div>
      ) : null}
      {!battles.isPending && !battles.isError && list.length === 0 ? (
        <EmptyState icon={Swords} title={t('adminBattles.emptyTitle')} description={t('adminBattles.emptyText')} />
      ) : battles.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('errors.loadFailed')}
        </p>
      ) : (
        <DataTable
          caption={t('routes:adminBattles.title')}
          columns={[
            t('adminBattles.name'),
            t('adminBattles.when'),
            t('adminBattles.metric'),
            t('adminBattles.teams'),
            t('adminBattles.state'),
            t('adminBattles.winner'),
          ]}
          isLoading={battles.isPending}
          isEmpty={false}
          emptyText=""
        >
          {list.map((battle) => (
            <tr key={battle.id}>
              <th scope="row" className="px-3 py-2 font-medium">
                <Link className="text-accent hover:underline" to={`/admin/battles/${battle.id}`}>
                  {battle.name}
                </Link>
              </th>
              <td className="px-3 py-2">
                {formatInZone(battle.startsAt, battle.timeZone, i18n.language)} –{' '}
                {formatInZone(battle.endsAt, battle.timeZone, i18n.language)}
              </td>
              <td className="px-3 py-2">{t(`metrics.${battle.metric}`)}</td>
              <td className="px-3 py-2 tabular-nums">
                {t('adminBattles.acceptedOf', { accepted: battle.accepted, invited: battle.invited })}
              </td>
              <td className="px-3 py-2">
                <BattleStateChip state={battle.state} />
              </td>
              <td className="px-3 py-2">{battle.winner?.name ?? '—'}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {battles.hasNextPage ? (
        <Button
          className="mt-3"
          variant="secondary"
          disabled={battles.isFetchingNextPage}
          onClick={() => void battles.fetchNextPage()}
        >
          {t('showMore')}
        </Button>
      ) : null}
    </>
  );
}
