import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDay } from '@/lib/local-date';
import { useMyPayouts } from '../api/list-my-payouts';
import { formatMoney } from '../lib/format';
import { AmbassadorSection, SectionLoadFailed, SectionLoading } from './ambassador-section';
import { PayoutChip } from './status-chips';

/** The ambassador's payout entries (commissions and battle prizes) with their status, a page at a time. */
export function MyPayouts() {
  const { t, i18n } = useTranslation('ambassadors');
  const payouts = useMyPayouts();
  const entries = payouts.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <AmbassadorSection title={t('payouts.mine')}>
      {payouts.isPending ? (
        <SectionLoading />
      ) : payouts.isError ? (
        <SectionLoadFailed />
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
    </AmbassadorSection>
  );
}
