import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PersonaDashboardPicker } from '@/features/personas/components/persona-dashboard-picker';
import { SuperadminOnly } from '@/features/personas/components/superadmin-only';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /persona-dashboard: a seeded persona's dashboard as it would be: totals, heaviest lifts and recent weeks. */
export function PersonaDashboardPage() {
  const { t } = useTranslation(['routes', 'demo']);
  useDocumentTitle(t('routes:personaDashboard.title'));
  return (
    <>
      <PageHeader title={t('routes:personaDashboard.title')} description={t('demo:dashboard.intro')} />
      <SuperadminOnly>
        <PersonaDashboardPicker />
      </SuperadminOnly>
    </>
  );
}
