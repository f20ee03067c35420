import type { DealView } from '@lifeorbit/contracts/ambassadors';
import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminList, moreOf } from '@/components/ui/admin-list';
import { EmptyState } from '@/components/ui/empty-state';
import { ListToolbar, ToolbarSelect } from '@/components/ui/list-toolbar';
import { formatDay } from '@/lib/local-date';
import { toast } from '@/lib/toast';
import { ReasonDialog } from '@/features/ambassadors/components/reason-dialog';
import { DealChip } from '@/features/ambassadors/components/status-chips';
import { formatMoney } from '@/features/ambassadors/lib/format';
import { useDecideDeal } from '../api/decide-deal';
import { useAdminDeals } from '../api/list-admin-deals';

/** Deals ambassadors recorded, by status (pending first): verify one (its commission is written) or reject it. */
export function DealReviewList() {
  const { t, i18n } = useTranslation('ambassadors');
  const [status, setStatus] = useState('pending');
  const deals = useAdminDeals(status);
  const decide = useDecideDeal();
  const [rejecting, setRejecting] = useState<DealView | null>(null);

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
      <AdminList
        toolbar={
          <ListToolbar>
            <ToolbarSelect
              id="deal-status"
              label={t('admin.status')}
              value={status}
              onValueChange={setStatus}
              choices={[
                { value: 'pending', label: t('dealStatuses.pending') },
                { value: 'verified', label: t('dealStatuses.verified') },
                { value: 'rejected', label: t('dealStatuses.rejected') },
                { value: '', label: t('admin.allStatuses') },
              ]}
            />
          </ListToolbar>
        }
        error={deals.isError ? t('errors.loadFailed') : null}
        empty={
          <EmptyState icon={Handshake} title={t('adminDeals.emptyTitle')} description={t('adminDeals.emptyText')} />
        }
        items={deals.data?.pages.flatMap((page) => page.deals) ?? []}
        isLoading={deals.isPending}
        cards
        actions={{
          className: 'mt-3 gap-2',
          buttons: (deal) => [
            {
              text: t('adminDeals.verify'),
              label: t('adminDeals.verifyLabel', { partner: deal.partner }),
              disabled: decide.isPending,
              onClick: () => verify(deal),
            },
            {
              text: t('adminDeals.reject'),
              label: t('adminDeals.rejectLabel', { partner: deal.partner }),
              variant: 'destructive',
              disabled: decide.isPending,
              onClick: () => setRejecting(deal),
            },
          ],
        }}
        renderItem={(deal, actions) => (
          <>
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
            {deal.status === 'pending' ? actions : null}
          </>
        )}
        more={moreOf(deals, t('showMore'))}
      />
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
