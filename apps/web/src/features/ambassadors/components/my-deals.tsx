import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealView } from '@lifeorbit/contracts/ambassadors';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDay } from '@/lib/local-date';
import { useMyDeals } from '../api/list-my-deals';
import { formatMoney } from '../lib/format';
import { AmbassadorSection, SectionLoadFailed, SectionLoading } from './ambassador-section';
import { DealForm } from './deal-form';
import { DealChip } from './status-chips';

/** The deals the ambassador reported, with a form for a new one and for changing one still pending. */
export function MyDeals() {
  const { t, i18n } = useTranslation('ambassadors');
  const deals = useMyDeals();
  const [editing, setEditing] = useState<DealView | 'new' | null>(null);
  const list = deals.data?.pages.flatMap((page) => page.deals) ?? [];
  return (
    <AmbassadorSection
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
        <SectionLoading />
      ) : deals.isError ? (
        <SectionLoadFailed />
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
    </AmbassadorSection>
  );
}
