import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DealReviewList } from '@/features/ambassadors/admin/components/deal-review-list';

/** /admin/ambassadors/deals: deals ambassadors recorded; verify one (its commission is written) or reject it. */
export function AdminDealsPage() {
  const { t } = useTranslation(['ambassadors', 'routes']);
  useDocumentTitle(t('routes:adminDeals.title'));
  return (
    <>
      <PageHeader title={t('routes:adminDeals.title')} description={t('routes:adminDeals.description')} />
      <DealReviewList />
    </>
  );
}
