import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealView } from '@lifeorbit/contracts/ambassadors';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label, NativeSelect } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/local-date';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminDeals, useDecideDeal } from '@/features/ambassadors/api/admin';
import { ReasonDialog } from '@/features/ambassadors/components/reason-dialog';
import { DealChip } from '@/features/ambassadors/components/status-chips';
import { formatMoney } from '@/features/ambassadors/lib/format';

/** /admin/ambassadors/deals: deals ambassadors recorded; verify one (its commission is written) or reject it. */
export function AdminDealsPage() {
  const { t, i18n } = useTranslation(['ambassadors', 'routes']);
  useDocumentTitle(t('routes:adminDeals.title'));
  const [status, setStatus] = useState('pending');
  const deals = useAdminDeals(status);
  const decide = useDecideDeal();
  const [rejecting, setRejecting] = useState<DealView | null>(null);
  const list = deals.data?.pages.flatMap((page) => page.deals) ?? [];

  const verify = (deal: DealView) =>
    decide.mutate(
      { id: deal.id, reason: null },
      {
        onSuccess: (verified) =>
          toast.success(
            t('adminDeals.verified', {
              amount: verified.commission ? formatMoney(verified.commission, i18n.language) : '',
            }),
          ),
        onError: () => toast.error(t('errors.saveFailed')),
      },
    );

  return (
    <>
      <PageHeader title={t('routes:adminDeals.title')} description={t('routes:adminDeals.description')} />
      <div className="mb-4 flex flex-col gap-1.5 self-start">
        <Label htmlFor="deal-status">{t('admin.status')}</Label>
        <NativeSelect
          id="deal-status"
          className="max-w-56"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="pending">{t('dealStatuses.pending')}</option>
          <option value="verified">{t('dealStatuses.verified')}</option>
          <option value="rejected">{t('dealStatuses.rejected')}</option>
          <option value="">{t('admin.allStatuses')}</option>
        </NativeSelect>
      </div>
      {deals.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : deals.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('errors.loadFailed')}
        </p>
      ) : list.length === 0 ? (
        <EmptyState icon={Handshake} title={t('adminDeals.emptyTitle')} description={t('adminDeals.emptyText')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((deal) => (
            <li key={deal.id} className="rounded-[12px] border border-border bg-surface p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="font-semibold">
                    {deal.partner} · <span className="tabular-nums">{formatMoney(deal.money, i18n.language)}</span>
                  </h2>
                  <p className="text-sm text-muted">
                    {t('adminDeals.by', { name: deal.ambassador.name })} · {formatDay(deal.dealDate, i18n.language)}
                  </p>
                  {deal.description ? <p className="mt-1 text-sm whitespace-pre-line">{deal.description}</p> : null}
                  {deal.proofUrl ? (
                    <a
                      className="mt-1 inline-block text-sm text-accent hover:underline"
                      href={deal.proofUrl}
                      target="_blank"
                      rel="noreferrer noopener"
                    >
                      {t('adminDeals.openProof')}
                    </a>
                  ) : (
                    <p className="mt-1 text-sm text-muted">{t('adminDeals.noProof')}</p>
                  )}
                  {deal.commission ? (
                    <p className="mt-1 text-sm">
                      {t('deals.commissionIs', { amount: formatMoney(deal.commission, i18n.language) })}
                    </p>
                  ) : null}
                  {deal.rejectReason ? (
                    <p className="mt-1 text-sm">{t('deals.rejectedBecause', { reason: deal.rejectReason })}</p>
                  ) : null}
                </div>
                <DealChip status={deal.status} />
              </div>
              {deal.status === 'pending' ? (
                <div className="mt-3 flex gap-2">
                  <Button
                    size="sm"
                    disabled={decide.isPending}
                    aria-label={t('adminDeals.verifyLabel', { partner: deal.partner })}
                    onClick={() => verify(deal)}
                  >
                    {t('adminDeals.verify')}
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={decide.isPending}
                    aria-label={t('adminDeals.rejectLabel', { partner: deal.partner })}
                    onClick={() => setRejecting(deal)}
                  >
                    {t('adminDeals.reject')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {deals.hasNextPage ? (
        <Button
          className="mt-3"
          variant="secondary"
          disabled={deals.isFetchingNextPage}
          onClick={() => void deals.fetchNextPage()}
        >
          {t('showMore')}
        </Button>
      ) : null}
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('adminDeals.rejectTitle', { partner: rejecting?.partner ?? '' })}
        label={t('adminDeals.reason')}
        confirmLabel={t('adminDeals.reject')}
        isPending={decide.isPending}
        onConfirm={(reason) =>
          decide.mutate(
            { id: rejecting!.id, reason },
            {
              onSuccess: () => {
                toast.success(t('adminDeals.rejected'));
                setRejecting(null);
              },
              onError: () => toast.error(t('errors.saveFailed')),
            },
          )
        }
      />
    </>
  );
}
