import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { GymReviewList } from '@/features/gyms/admin/components/gym-review-list';

/** /admin/gyms: every gym by status; verify, suspend, edit and transfer ownership (each in the audit log). */
export function AdminGymsPage() {
  const { t } = useTranslation(['gyms', 'routes']);
  useDocumentTitle(t('routes:adminGyms.title'));
  return (
    <>
      <PageHeader title={t('routes:adminGyms.title')} description={t('routes:adminGyms.description')} />
      <GymReviewList />
    </>
  );
}
