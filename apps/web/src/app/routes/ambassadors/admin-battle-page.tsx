import { Swords } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { BattleDetail } from '@lifeorbit/contracts/ambassadors';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useAdminAmbassadors,
  useAdminBattle,
  useBattleAction,
  useCancelBattle,
  useInvite,
  useSetPrize,
  useUpdateBattle,
  type BattleAction,
} from '@/features/ambassadors/api/admin';
import { BattleForm } from '@/features/ambassadors/components/battle-form';
import { LeaderboardTable } from '@/features/ambassadors/components/leaderboard';
import { ReasonDialog } from '@/features/ambassadors/components/reason-dialog';
import { BattleStateChip, InvitationChip, PayoutChip } from '@/features/ambassadors/components/status-chips';
import { CURRENCY_CODES, formatInZone, formatMoney } from '@/features/ambassadors/lib/format';

/** /admin/battles/:id: a battle's dates and state, its invitations, its leaderboard, and what staff can do next. */
export function AdminBattlePage() {
  const { id = '' } = useParams();
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
        {battle.state === 'ended' && leaderboard.winnerAmbassadorId ? <Prize detail={detail.data} /> : null}
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
            <InviteForm battleId={id} invited={invitations.map((invitation) => invitation.ambassadorId)} />
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

function InviteForm({ battleId, invited }: { battleId: string; invited: string[] }) {
  const { t } = useTranslation('ambassadors');
  const ambassadors = useAdminAmbassadors('', 'active');
  const invite = useInvite();
  const [chosen, setChosen] = useState<string[]>([]);
  const candidates = (ambassadors.data?.pages.flatMap((page) => page.ambassadors) ?? []).filter(
    (ambassador) => !invited.includes(ambassador.id),
  );
  if (ambassadors.isPending) return <Skeleton className="h-16 w-full" />;
  if (candidates.length === 0) return <p className="text-sm text-muted">{t('adminBattle.everyoneInvited')}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { id: battleId, ambassadorIds: chosen },
      {
        onSuccess: () => {
          toast.success(t('adminBattle.invited', { count: chosen.length }));
          setChosen([]);
        },
        onError: () => toast.error(t('errors.saveFailed')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{t('adminBattle.inviteLegend')}</legend>
        {candidates.map((ambassador) => (
          <label key={ambassador.id} className="flex min-h-11 items-center gap-2 rounded-[8px] px-2 hover:bg-raised">
            <input
              type="checkbox"
              checked={chosen.includes(ambassador.id)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked ? [...current, ambassador.id] : current.filter((id) => id !== ambassador.id),
                )
              }
            />
            <span>
              {ambassador.name} <span className="text-muted">{ambassador.email}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" className="self-start" disabled={chosen.length === 0 || invite.isPending}>
        {t('adminBattle.invite')}
      </Button>
    </form>
  );
}

function Prize({ detail }: { detail: BattleDetail }) {
  const { t, i18n } = useTranslation(['ambassadors', 'common']);
  const setPrize = useSetPrize();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('EUR');
  const errors = setPrize.error ? fieldErrorsOf(setPrize.error, t) : {};
  const winner = detail.leaderboard.teams.find((team) => team.ambassadorId === detail.leaderboard.winnerAmbassadorId);
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>{t('adminBattle.prizeTitle')}</CardTitle>
      {detail.prizeEntry ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('adminBattle.prizeEntry', {
            name: winner?.name ?? '',
            amount: formatMoney(detail.prizeEntry.money, i18n.language),
          })}
          <PayoutChip status={detail.prizeEntry.status} />
          <Link className="text-accent hover:underline" to="/admin/payouts">
            {t('adminBattle.toPayouts')}
          </Link>
        </p>
      ) : (
        <form
          noValidate
          className="grid gap-3 md:grid-cols-3"
          onSubmit={(event) => {
            event.preventDefault();
            setPrize.mutate(
              { id: detail.battle.id, amount: amount.replace(',', '.'), currency },
              { onSuccess: () => toast.success(t('adminBattle.prizeSaved')) },
            );
          }}
        >
          <p className="text-sm text-muted md:col-span-3">{t('adminBattle.prizeText', { name: winner?.name ?? '' })}</p>
          <Field id="prize-amount" label={t('deals.amount')} error={errors.amount}>
            <Input
              id="prize-amount"
              inputMode="decimal"
              value={amount}
              aria-invalid={Boolean(errors.amount)}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
          <Field id="prize-currency" label={t('deals.currency')} error={errors.currency}>
            <NativeSelect id="prize-currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="flex items-end">
            <Button type="submit" disabled={setPrize.isPending}>
              {t('adminBattle.recordPrize')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
