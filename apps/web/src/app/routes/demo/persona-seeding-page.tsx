import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PersonaSeeding } from '@/features/personas/components/persona-seeding';
import { SuperadminOnly } from '@/features/personas/components/superadmin-only';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /persona-seeding: superadmins create persona members with generated months of training. */
export function PersonaSeedingPage() {
  const { t } = useTranslation(['routes', 'demo']);
  useDocumentTitle(t('routes:personaSeeding.title'));
  return (
    <>
      <PageHeader title={t('routes:personaSeeding.title')} description={t('demo:seeding.intro')} />
      <SuperadminOnly>
        <PersonaSeeding />
      </SuperadminOnly>
    </>
  );
}
