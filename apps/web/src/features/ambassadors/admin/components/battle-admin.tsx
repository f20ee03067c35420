import { Swords } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminBattle } from '../api/get-admin-battle';
import { useBattleAction, type BattleAction } from '../api/run-battle-action';
import { useCancelBattle } from '../api/cancel-battle';
import { useUpdateBattle } from '../api/update-battle';
import { BattleForm } from '@/features/ambassadors/components/battle-form';
import { LeaderboardTable } from '@/features/ambassadors/components/leaderboard';
import { ReasonDialog } from '@/features/ambassadors/components/reason-dialog';
import { BattleStateChip, InvitationChip } from '@/features/ambassadors/components/status-chips';
import { formatInZone } from '@/features/ambassadors/lib/format';
import { BattleInviteForm } from './battle-invite-form';
import { BattlePrize } from './battle-prize';

/** A battle's dates and state, its invitations, its leaderboard, and what staff can do next. */
export function BattleAdmin({ id }: { id: string }) {
  const { t, i18n } = useTranslation(['ambassadors', 'routes']);
  const detail = useAdminBattle(id);
  const action = useBattleAction();
  const cancel = useCancelBattle();
  const update = useUpdateBattle();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  useDocumentTitle(detail.data?.battle.name ?? t('routes:adminBattle.title'));

  if (detail.isPending) return <Skeleton className="h-64 w-full" />;
  if (detail.isError) {
    return (
      <EmptyState
        icon={Swords}
        title={t('adminBattle.notFoundTitle')}
        description={t('adminBattle.notFoundText')}
        action={
          <Link className="text-accent hover:underline" to="/admin/battles">
            {t('adminBattle.back')}
          </Link>
        }
      />
    );
  }
  const { battle, invitations, leaderboard } = detail.data;
  const run = (next: BattleAction, done: string) =>
    action.mutate(
      { id, action: next },
      { onSuccess: () => toast.success(t(done)), onError: () => toast.error(t('errors.saveFailed')) },
    );
  const canEdit = battle.state === 'draft' || battle.state === 'upcoming' || battle.state === 'live';

  return (
    <>
      <PageHeader
        title={battle.name}
        description={battle.description || t('routes:adminBattle.description')}
        actions={
          <Link className="text-sm text-accent hover:underline" to="/admin/battles">
            {t('adminBattle.back')}
          </Link>
        }
      />
      <div className="flex flex-col gap-4">
        <Card className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <BattleStateChip state={battle.state} />
            <span className="text-sm text-muted">{t(`metrics.${battle.metric}`)}</span>
          </div>
          <dl className="grid gap-2 text-sm md:grid-cols-2">
            <div>
              <dt className="text-muted">{t('adminBattle.starts')}</dt>
              <dd>{formatInZone(battle.startsAt, battle.timeZone, i18n.language)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('adminBattle.ends')}</dt>
              <dd>{formatInZone(battle.endsAt, battle.timeZone, i18n.language)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('battleForm.timeZone')}</dt>
              <dd>{battle.timeZone}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('battleForm.prize')}</dt>
              <dd>{battle.prize || '—'}</dd>
            </div>
          </dl>
          {battle.cancelReason ? (
            <p className="text-sm">{t('adminBattle.cancelledBecause', { reason: battle.cancelReason })}</p>
          ) : null}
          <p className="text-sm text-muted">{t(`adminBattle.next.${battle.state}`)}</p>
          <div className="flex flex-wrap gap-2">
            {battle.state === 'draft' ? (
              <Button disabled={action.isPending} onClick={() => run('publish', 'adminBattle.published')}>
                {t('adminBattle.publish')}
              </Button>
            ) : null}
            {battle.state === 'upcoming' ? (
              <Button disabled={action.isPending} onClick={() => run('start-now', 'adminBattle.started')}>
                {t('adminBattle.startNow')}
              </Button>
            ) : null}
            {battle.state === 'live' ? (
              <Button disabled={action.isPending} onClick={() => run('end-now', 'adminBattle.ended')}>
                {t('adminBattle.endNow')}
              </Button>
            ) : null}
            {canEdit && !editing ? (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('adminBattle.edit')}
              </Button>
            ) : null}
            {canEdit ? (
              <Button variant="destructive" onClick={() => setCancelling(true)}>
                {t('adminBattle.cancel')}
              </Button>
            ) : null}
          </div>
        </Card>
        {editing ? (
          <BattleForm
            battle={battle}
            isPending={update.isPending}
            error={update.error}
            submitLabel={t('adminBattle.saveChanges')}
            onCancel={() => setEditing(false)}
            onSubmit={(body) =>
              update.mutate(
                { id, body: battle.state === 'live' ? { ...body, startsAt: undefined, metric: undefined } : body },
                {
                  onSuccess: () => {
                    toast.success(t('adminBattle.saved'));
                    setEditing(false);
                  },
                },
              )
            }
          />
        ) : null}
        <Card className="flex flex-col gap-3">
          <CardTitle>{t('adminBattle.leaderboard')}</CardTitle>
          <LeaderboardTable battle={battle} leaderboard={leaderboard} />
        </Card>
        {battle.state === 'ended' && leaderboard.winnerAmbassadorId ? <BattlePrize detail={detail.data} /> : null}
        <Card className="flex flex-col gap-3">
          <CardTitle>{t('adminBattle.invitations')}</CardTitle>
          {invitations.length === 0 ? (
            <p className="text-sm text-muted">{t('adminBattle.noInvitations')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex items-center justify-between gap-2 py-2">
                  <span>{invitation.name}</span>
                  <InvitationChip status={invitation.status} />
                </li>
              ))}
            </ul>
          )}
          {battle.state === 'draft' || battle.state === 'upcoming' ? (
            <BattleInviteForm battleId={id} invited={invitations.map((invitation) => invitation.ambassadorId)} />
          ) : null}
        </Card>
      </div>
      <ReasonDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('adminBattle.cancelTitle', { name: battle.name })}
        label={t('adminBattle.cancelReason')}
        confirmLabel={t('adminBattle.cancel')}
        isPending={cancel.isPending}
        onConfirm={(reason) =>
          cancel.mutate(
            { id, reason },
            {
              onSuccess: () => {
                toast.success(t('adminBattle.cancelled'));
                setCancelling(false);
              },
              onError: () => toast.error(t('errors.saveFailed')),
            },
          )
        }
      />
    </>
  );
}
