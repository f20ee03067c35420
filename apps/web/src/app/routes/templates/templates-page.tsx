import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TemplatesScreen } from '@/features/templates/components/templates-screen';

/** Spec §2 /fitness/templates. */
export function TemplatesPage() {
  const { t } = useTranslation('routes');
  useDocumentTitle(t('templates.title'));
  return <TemplatesScreen title={t('templates.title')} description={t('templates.description')} />;
}

/** Spec §2 /app/templates: the same list. */
export function AppTemplatesPage() {
  const { t } = useTranslation('routes');
  useDocumentTitle(t('appTemplates.title'));
  return <TemplatesScreen title={t('appTemplates.title')} description={t('appTemplates.description')} />;
}
