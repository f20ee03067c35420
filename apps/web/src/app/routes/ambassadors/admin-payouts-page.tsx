import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYOUT_STATUS_KEYS, type PayoutEntryView, type PayoutStatus } from '@lifeorbit/contracts/ambassadors';
import { Button, buttonVariants } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { DataTable } from '@/components/ui/data-table';
import { Label, NativeSelect } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { formatDay, localDay } from '@/lib/local-date';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  payoutExportUrl,
  useAdminAmbassadors,
  useAdminPayouts,
  useMovePayout,
  type PayoutFilters,
} from '@/features/ambassadors/api/admin';
import { ReasonDialog } from '@/features/ambassadors/components/reason-dialog';
import { PayoutChip } from '@/features/ambassadors/components/status-chips';
import { CURRENCY_CODES, formatMoney, formatRate } from '@/features/ambassadors/lib/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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

/** /admin/payouts: the ledger of commissions and prizes, totals per ambassador and currency, moves, CSV export. */
export function AdminPayoutsPage() {
  const { t, i18n } = useTranslation(['ambassadors', 'routes']);
  useDocumentTitle(t('routes:adminPayouts.title'));
  const today = localDay(new Date());
  const [filters, setFilters] = useState<PayoutFilters>({
    status: '',
    ambassadorId: '',
    currency: '',
    from: `${today.slice(0, 8)}01`,
    to: today,
  });
  // A day still being typed filters nothing yet (the API would refuse it).
  const typedDay = (value: string) => (DAY.test(value) ? value : '');
  const payouts = useAdminPayouts({ ...filters, from: typedDay(filters.from), to: typedDay(filters.to) });
  const ambassadors = useAdminAmbassadors('', '');
  const move = useMovePayout();
  const [asking, setAsking] = useState<Move | null>(null);
  const entries = payouts.data?.pages.flatMap((page) => page.entries) ?? [];
  const totals = payouts.data?.pages[0]?.totals ?? [];
  const set = (key: keyof PayoutFilters) => (value: string) => setFilters((current) => ({ ...current, [key]: value }));
  const periodOk = DAY.test(filters.from) && DAY.test(filters.to) && filters.from <= filters.to;

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
      <PageHeader
        title={t('routes:adminPayouts.title')}
        description={t('adminPayouts.description')}
        actions={
          periodOk ? (
            <a
              className={buttonVariants({ variant: 'secondary' })}
              href={payoutExportUrl(filters.from, filters.to)}
              download
            >
              <Download aria-hidden /> {t('adminPayouts.export')}
            </a>
          ) : null
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payout-status">{t('admin.status')}</Label>
          <NativeSelect id="payout-status" value={filters.status} onChange={(e) => set('status')(e.target.value)}>
            <option value="">{t('admin.allStatuses')}</option>
            {PAYOUT_STATUS_KEYS.map((status) => (
              <option key={status} value={status}>
                {t(`payoutStatuses.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payout-ambassador">{t('adminPayouts.ambassador')}</Label>
          <NativeSelect
            id="payout-ambassador"
            value={filters.ambassadorId}
            onChange={(e) => set('ambassadorId')(e.target.value)}
          >
            <option value="">{t('adminPayouts.allAmbassadors')}</option>
            {(ambassadors.data?.pages.flatMap((page) => page.ambassadors) ?? []).map((ambassador) => (
              <option key={ambassador.id} value={ambassador.id}>
                {ambassador.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payout-currency">{t('deals.currency')}</Label>
          <NativeSelect id="payout-currency" value={filters.currency} onChange={(e) => set('currency')(e.target.value)}>
            <option value="">{t('adminPayouts.allCurrencies')}</option>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payout-from">{t('adminPayouts.from')}</Label>
          <DateField id="payout-from" lang={i18n.language} value={filters.from} onChange={set('from')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payout-to">{t('adminPayouts.to')}</Label>
          <DateField id="payout-to" lang={i18n.language} value={filters.to} onChange={set('to')} />
        </div>
      </div>
      {!periodOk ? (
        <p role="alert" className="mb-4 text-sm text-destructive">
          {t('adminPayouts.badPeriod')}
        </p>
      ) : null}
      <h2 className="mb-2 text-lg font-semibold">{t('adminPayouts.totals')}</h2>
      <div className="mb-6">
        <DataTable
          caption={t('adminPayouts.totals')}
          columns={[t('adminPayouts.ambassador'), t('admin.status'), t('adminPayouts.amount')]}
          isLoading={payouts.isPending}
          isEmpty={totals.length === 0}
          emptyText={t('adminPayouts.noTotals')}
        >
          {totals.map((total) => (
            <tr key={`${total.ambassadorId}-${total.status}-${total.money.currency}`}>
              <th scope="row" className="px-3 py-2 font-medium">
                {total.name}
              </th>
              <td className="px-3 py-2">
                <PayoutChip status={total.status} />
              </td>
              <td className="px-3 py-2 font-semibold tabular-nums">{formatMoney(total.money, i18n.language)}</td>
            </tr>
          ))}
        </DataTable>
      </div>
      <h2 className="mb-2 text-lg font-semibold">{t('adminPayouts.entries')}</h2>
      {payouts.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('errors.loadFailed')}
        </p>
      ) : (
        <DataTable
          caption={t('adminPayouts.entries')}
          columns={[
            t('adminPayouts.date'),
            t('adminPayouts.ambassador'),
            t('adminPayouts.source'),
            t('adminPayouts.amount'),
            t('admin.status'),
            t('admin.actions'),
          ]}
          isLoading={payouts.isPending}
          isEmpty={entries.length === 0}
          emptyText={t('adminPayouts.empty')}
        >
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="payout-entry">
              <td className="px-3 py-2 whitespace-nowrap">{formatDay(entry.createdAt.slice(0, 10), i18n.language)}</td>
              <th scope="row" className="px-3 py-2 font-medium">
                {entry.ambassador.name}
              </th>
              <td className="px-3 py-2">
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
              </td>
              <td className="px-3 py-2 font-semibold whitespace-nowrap tabular-nums">
                {formatMoney(entry.money, i18n.language)}
              </td>
              <td className="px-3 py-2">
                <PayoutChip status={entry.status} />
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-1">
                  {NEXT[entry.status].map((to) => (
                    <Button
                      key={to}
                      size="sm"
                      variant={to === 'rejected' || to === 'failed' ? 'secondary' : 'primary'}
                      disabled={move.isPending}
                      aria-label={t(`adminPayouts.actionLabel.${to}`, {
                        source: entry.source,
                        name: entry.ambassador.name,
                      })}
                      onClick={() => (to === 'approved' ? send(entry, to) : setAsking({ entry, to }))}
                    >
                      {t(`adminPayouts.action.${to}`)}
                    </Button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {payouts.hasNextPage ? (
        <Button
          className="mt-3"
          variant="secondary"
          disabled={payouts.isFetchingNextPage}
          onClick={() => void payouts.fetchNextPage()}
        >
          {t('showMore')}
        </Button>
      ) : null}
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
