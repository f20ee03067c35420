import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { QualityReport } from '@/features/catalogue/admin/components/quality-report';

/** /data-quality-report (public, read-only): translation coverage and data checks of the exercise catalogue. */
export function DataQualityReportPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  useDocumentTitle(t('routes:dataQualityReport.title'));
  return (
    <>
      <PageHeader title={t('routes:dataQualityReport.title')} description={t('routes:dataQualityReport.description')} />
      <QualityReport />
    </>
  );
}
