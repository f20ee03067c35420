import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ReportQueue } from '@/features/social/admin/components/report-queue';

/** /admin/reports: open reports of workouts, newest first; hide the workout or dismiss the report (both audited). */
export function AdminReportsPage() {
  const { t } = useTranslation(['social', 'routes']);
  useDocumentTitle(t('routes:adminReports.title'));
  return (
    <>
      <PageHeader title={t('routes:adminReports.title')} description={t('routes:adminReports.description')} />
      <ReportQueue />
    </>
  );
}
