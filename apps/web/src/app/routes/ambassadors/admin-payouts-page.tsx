import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { localDay } from '@/lib/local-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PayoutFilters } from '@/features/ambassadors/admin/api/list-admin-payouts';
import { payoutExportUrl } from '@/features/ambassadors/admin/api/paths';
import { PayoutFiltersBar } from '@/features/ambassadors/admin/components/payout-filters-bar';
import { PayoutLedger } from '@/features/ambassadors/admin/components/payout-ledger';
import { isPeriodOk } from '@/features/ambassadors/admin/lib/payout-period';

/** /admin/payouts: the ledger of commissions and prizes, totals per ambassador and currency, moves, CSV export. */
export function AdminPayoutsPage() {
  const { t } = useTranslation(['ambassadors', 'routes']);
  useDocumentTitle(t('routes:adminPayouts.title'));
  const today = localDay(new Date());
  const [filters, setFilters] = useState<PayoutFilters>({
    status: '',
    ambassadorId: '',
    currency: '',
    from: `${today.slice(0, 8)}01`,
    to: today,
  });
  return (
    <>
      <PageHeader
        title={t('routes:adminPayouts.title')}
        description={t('adminPayouts.description')}
        actions={
          isPeriodOk(filters.from, filters.to) ? (
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
      <PayoutFiltersBar
        filters={filters}
        onChange={(key, value) => setFilters((current) => ({ ...current, [key]: value }))}
      />
      <PayoutLedger filters={filters} />
    </>
  );
}
