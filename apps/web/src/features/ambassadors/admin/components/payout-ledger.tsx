import type { PayoutEntryView, PayoutStatus } from '@lifeorbit/contracts/ambassadors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminList, moreOf } from '@/components/ui/admin-list';
import { formatDay } from '@/lib/local-date';
import { toast } from '@/lib/toast';
import { ReasonDialog } from '@/features/ambassadors/components/reason-dialog';
import { PayoutChip } from '@/features/ambassadors/components/status-chips';
import { formatMoney, formatRate } from '@/features/ambassadors/lib/format';
import { useAdminPayouts, type PayoutFilters } from '../api/list-admin-payouts';
import { useMovePayout } from '../api/move-payout';
import { typedDay } from '../lib/payout-period';

type Target = 'approved' | 'paid' | 'rejected' | 'failed';
type Move = { entry: PayoutEntryView; to: Exclude<Target, 'approved'> };

/** What staff may do next with an entry (the API refuses anything else; paid and rejected are final). */
const NEXT: Record<PayoutStatus, Target[]> = {
  pending: ['approved', 'rejected'],
  approved: ['paid', 'failed', 'rejected'],
  failed: ['approved', 'rejected'],
  paid: [],
  rejected: [],
};

/** The ledger of commissions and prizes for the filters: totals per ambassador and currency, then each entry's moves. */
export function PayoutLedger({ filters }: { filters: PayoutFilters }) {
  const { t, i18n } = useTranslation('ambassadors');
  const payouts = useAdminPayouts({ ...filters, from: typedDay(filters.from), to: typedDay(filters.to) });
  const move = useMovePayout();
  const [asking, setAsking] = useState<Move | null>(null);
  const entries = payouts.data?.pages.flatMap((page) => page.entries) ?? [];
  const totals = payouts.data?.pages[0]?.totals ?? [];

  const send = (entry: PayoutEntryView, to: Target, text?: string) =>
    move.mutate(
      {
        id: entry.id,
        body: {
          status: to,
          ...(to === 'paid' && text ? { reference: text } : {}),
          ...((to === 'rejected' || to === 'failed') && text ? { reason: text } : {}),
        },
      },
      {
        onSuccess: () => {
          toast.success(t(`adminPayouts.moved.${to}`));
          setAsking(null);
        },
        onError: () => toast.error(t('errors.saveFailed')),
      },
    );

  return (
    <>
      <h2 className="mb-2 text-lg font-semibold">{t('adminPayouts.totals')}</h2>
      <div className="mb-6">
        <AdminList
          caption={t('adminPayouts.totals')}
          items={totals}
          itemKey={(total) => `${total.ambassadorId}-${total.status}-${total.money.currency}`}
          isLoading={payouts.isPending}
          emptyText={t('adminPayouts.noTotals')}
          columns={[
            { header: t('adminPayouts.ambassador'), isRowHeader: true, cell: (total) => total.name },
            { header: t('admin.status'), cell: (total) => <PayoutChip status={total.status} /> },
            {
              header: t('adminPayouts.amount'),
              className: 'px-3 py-2 font-semibold tabular-nums',
              cell: (total) => formatMoney(total.money, i18n.language),
            },
          ]}
        />
      </div>
      <h2 className="mb-2 text-lg font-semibold">{t('adminPayouts.entries')}</h2>
      <AdminList
        error={payouts.isError ? t('errors.loadFailed') : null}
        caption={t('adminPayouts.entries')}
        items={entries}
        isLoading={payouts.isPending}
        emptyText={t('adminPayouts.empty')}
        rowTestId="payout-entry"
        columns={[
          {
            header: t('adminPayouts.date'),
            className: 'px-3 py-2 whitespace-nowrap',
            cell: (entry) => formatDay(entry.createdAt.slice(0, 10), i18n.language),
          },
          { header: t('adminPayouts.ambassador'), isRowHeader: true, cell: (entry) => entry.ambassador.name },
          {
            header: t('adminPayouts.source'),
            cell: (entry) => (
              <>
                {t(`payouts.kinds.${entry.kind}`)} · {entry.source}
                {entry.rateBps !== null ? (
                  <span className="block text-xs text-muted">{formatRate(entry.rateBps, i18n.language)}</span>
                ) : null}
                {entry.reference ? (
                  <span className="block text-xs text-muted">
                    {t('payouts.referenceIs', { reference: entry.reference })}
                  </span>
                ) : null}
                {entry.reason ? <span className="block text-xs text-muted">{entry.reason}</span> : null}
              </>
            ),
          },
          {
            header: t('adminPayouts.amount'),
            className: 'px-3 py-2 font-semibold whitespace-nowrap tabular-nums',
            cell: (entry) => formatMoney(entry.money, i18n.language),
          },
          { header: t('admin.status'), cell: (entry) => <PayoutChip status={entry.status} /> },
        ]}
        actions={{
          header: t('admin.actions'),
          buttons: (entry) =>
            NEXT[entry.status].map((to) => ({
              text: t(`adminPayouts.action.${to}`),
              label: t(`adminPayouts.actionLabel.${to}`, { source: entry.source, name: entry.ambassador.name }),
              variant: to === 'rejected' || to === 'failed' ? 'secondary' : 'primary',
              disabled: move.isPending,
              onClick: () => (to === 'approved' ? send(entry, to) : setAsking({ entry, to })),
            })),
        }}
        more={moreOf(payouts, t('showMore'))}
      />
      <ReasonDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t(`adminPayouts.ask.${asking.to}.title`) : ''}
        label={asking ? t(`adminPayouts.ask.${asking.to}.label`) : ''}
        confirmLabel={asking ? t(`adminPayouts.action.${asking.to}`) : ''}
        isPending={move.isPending}
        onConfirm={(text) => asking && send(asking.entry, asking.to, text)}
      />
    </>
  );
}
