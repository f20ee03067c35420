import { Copy, Handshake, Mail, Swords, Users, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealView } from '@lifeorbit/contracts/ambassadors';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/local-date';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useAmbassadorHome,
  useAnswerInvitation,
  useMyBattles,
  useMyDeals,
  useMyInvitations,
  useMyPayouts,
  useReferrals,
} from '@/features/ambassadors/api/ambassador';
import { DealForm } from '@/features/ambassadors/components/deal-form';
import { LeaderboardTable } from '@/features/ambassadors/components/leaderboard';
import { BattleStateChip, DealChip, InvitationChip, PayoutChip } from '@/features/ambassadors/components/status-chips';
import { formatInZone, formatMoney, formatRate } from '@/features/ambassadors/lib/format';
import { referralLink } from '@/features/ambassadors/lib/referral';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {action}
      </div>
      {children}
    </Card>
  );
}

const Loading = () => <Skeleton className="h-24 w-full" />;

function LoadFailed() {
  const { t } = useTranslation('ambassadors');
  return (
    <p role="alert" className="text-sm text-destructive">
      {t('errors.loadFailed')}
    </p>
  );
}

/** /ambassador: the referral link, referred members, invitations, battles, deals and payouts of an ambassador. */
export function AmbassadorPage() {
  const { t, i18n } = useTranslation(['ambassadors', 'routes', 'common']);
  useDocumentTitle(t('routes:ambassador.title'));
  const home = useAmbassadorHome();

  if (home.isPending) {
    return (
      <>
        <PageHeader title={t('routes:ambassador.title')} description={t('routes:ambassador.description')} />
        <Loading />
      </>
    );
  }
  if (home.isError) {
    return (
      <>
        <PageHeader title={t('routes:ambassador.title')} />
        <EmptyState icon={Users} title={t('home.notAmbassadorTitle')} description={t('home.notAmbassadorText')} />
      </>
    );
  }
  const link = referralLink(home.data.profile.referralCode);
  return (
    <>
      <PageHeader title={t('routes:ambassador.title')} description={t('routes:ambassador.description')} />
      <div className="flex flex-col gap-4">
        <Section title={t('home.linkTitle')}>
          <p className="text-sm text-muted">
            {t('home.linkText', { rate: formatRate(home.data.profile.commissionRateBps, i18n.language) })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              className="rounded-[8px] border border-border bg-raised px-3 py-2 text-sm break-all"
              data-testid="referral-link"
            >
              {link}
            </code>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                navigator.clipboard.writeText(link).then(
                  () => toast.success(t('home.copied')),
                  () => toast.error(t('home.copyFailed')),
                )
              }
            >
              <Copy aria-hidden /> {t('home.copy')}
            </Button>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
            <div>
              <dt className="text-muted">{t('home.referred')}</dt>
              <dd className="text-xl font-semibold tabular-nums">{home.data.referredCount}</dd>
            </div>
            {home.data.totals.map((total) => (
              <div key={`${total.status}-${total.money.currency}`}>
                <dt className="text-muted">{t(`home.total.${total.status}`)}</dt>
                <dd className="text-xl font-semibold tabular-nums">{formatMoney(total.money, i18n.language)}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Invitations />
        <Battles />
        <Referred />
        <Deals />
        <Payouts />
      </div>
    </>
  );
}

function Invitations() {
  const { t, i18n } = useTranslation('ambassadors');
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  const list = invitations.data?.invitations ?? [];
  return (
    <Section title={t('invitations.title')}>
      {invitations.isPending ? (
        <Loading />
      ) : invitations.isError ? (
        <LoadFailed />
      ) : list.length === 0 ? (
        <EmptyState icon={Mail} title={t('invitations.emptyTitle')} description={t('invitations.emptyText')} />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {list.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium">{invitation.battle.name}</p>
                <p className="text-sm text-muted">
                  {t('battles.window', {
                    start: formatInZone(invitation.battle.startsAt, invitation.battle.timeZone, i18n.language),
                    end: formatInZone(invitation.battle.endsAt, invitation.battle.timeZone, i18n.language),
                  })}
                  {' · '}
                  {t(`metrics.${invitation.battle.metric}`)}
                </p>
              </div>
              {invitation.status === 'pending' ? (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={answer.isPending}
                    aria-label={t('invitations.acceptLabel', { name: invitation.battle.name })}
                    onClick={() =>
                      answer.mutate(
                        { id: invitation.id, accept: true },
                        {
                          onSuccess: () => toast.success(t('invitations.accepted')),
                          onError: () => toast.error(t('errors.saveFailed')),
                        },
                      )
                    }
                  >
                    {t('invitations.accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={answer.isPending}
                    aria-label={t('invitations.declineLabel', { name: invitation.battle.name })}
                    onClick={() =>
                      answer.mutate(
                        { id: invitation.id, accept: false },
                        {
                          onSuccess: () => toast.success(t('invitations.declined')),
                          onError: () => toast.error(t('errors.saveFailed')),
                        },
                      )
                    }
                  >
                    {t('invitations.decline')}
                  </Button>
                </div>
              ) : (
                <InvitationChip status={invitation.status} />
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Battles() {
  const { t, i18n } = useTranslation('ambassadors');
  const battles = useMyBattles();
  const list = battles.data?.battles ?? [];
  return (
    <Section title={t('battles.mine')}>
      {battles.isPending ? (
        <Loading />
      ) : battles.isError ? (
        <LoadFailed />
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
    </Section>
  );
}

function Referred() {
  const { t, i18n } = useTranslation('ambassadors');
  const referrals = useReferrals();
  const members = referrals.data?.pages.flatMap((page) => page.members) ?? [];
  return (
    <Section title={t('referred.title')}>
      {referrals.isPending ? (
        <Loading />
      ) : referrals.isError ? (
        <LoadFailed />
      ) : members.length === 0 ? (
        <EmptyState icon={Users} title={t('referred.emptyTitle')} description={t('referred.emptyText')} />
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('referred.title')}</caption>
              <thead className="text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t('referred.member')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('referred.joined')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('referred.workouts30')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('referred.lastWorkout')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {members.map((member, index) => (
                  <tr key={`${member.joinedAt}-${index}`}>
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {member.name}
                    </th>
                    <td className="py-2 pr-3">{formatDay(member.joinedAt.slice(0, 10), i18n.language)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{member.workoutsLast30Days}</td>
                    <td className="py-2">
                      {member.lastWorkoutAt
                        ? formatDay(member.lastWorkoutAt.slice(0, 10), i18n.language)
                        : t('referred.never')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {referrals.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={referrals.isFetchingNextPage}
              onClick={() => void referrals.fetchNextPage()}
            >
              {t('showMore')}
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}

function Deals() {
  const { t, i18n } = useTranslation('ambassadors');
  const deals = useMyDeals();
  const [editing, setEditing] = useState<DealView | 'new' | null>(null);
  const list = deals.data?.pages.flatMap((page) => page.deals) ?? [];
  return (
    <Section
      title={t('deals.mine')}
      action={
        editing === null ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            {t('deals.new')}
          </Button>
        ) : null
      }
    >
      {editing ? <DealForm deal={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      {deals.isPending ? (
        <Loading />
      ) : deals.isError ? (
        <LoadFailed />
      ) : list.length === 0 ? (
        <EmptyState icon={Handshake} title={t('deals.emptyTitle')} description={t('deals.emptyText')} />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {list.map((deal) => (
            <li key={deal.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {deal.partner} · <span className="tabular-nums">{formatMoney(deal.money, i18n.language)}</span>
                </p>
                <p className="text-sm text-muted">
                  {formatDay(deal.dealDate, i18n.language)}
                  {deal.commission
                    ? ` · ${t('deals.commissionIs', { amount: formatMoney(deal.commission, i18n.language) })}`
                    : ''}
                  {deal.rejectReason ? ` · ${t('deals.rejectedBecause', { reason: deal.rejectReason })}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <DealChip status={deal.status} />
                {deal.status === 'pending' && editing === null ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('deals.editLabel', { partner: deal.partner })}
                    onClick={() => setEditing(deal)}
                  >
                    {t('deals.edit')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {deals.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={deals.isFetchingNextPage}
          onClick={() => void deals.fetchNextPage()}
        >
          {t('showMore')}
        </Button>
      ) : null}
    </Section>
  );
}

function Payouts() {
  const { t, i18n } = useTranslation('ambassadors');
  const payouts = useMyPayouts();
  const entries = payouts.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Section title={t('payouts.mine')}>
      {payouts.isPending ? (
        <Loading />
      ) : payouts.isError ? (
        <LoadFailed />
      ) : entries.length === 0 ? (
        <EmptyState icon={Wallet} title={t('payouts.emptyMineTitle')} description={t('payouts.emptyMineText')} />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium">
                  {t(`payouts.kinds.${entry.kind}`)} · {entry.source}
                </p>
                <p className="text-sm text-muted">
                  {formatDay(entry.createdAt.slice(0, 10), i18n.language)}
                  {entry.reference ? ` · ${t('payouts.referenceIs', { reference: entry.reference })}` : ''}
                  {entry.reason ? ` · ${entry.reason}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span className="font-semibold tabular-nums">{formatMoney(entry.money, i18n.language)}</span>
                <PayoutChip status={entry.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {payouts.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={payouts.isFetchingNextPage}
          onClick={() => void payouts.fetchNextPage()}
        >
          {t('showMore')}
        </Button>
      ) : null}
    </Section>
  );
}
