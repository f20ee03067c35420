import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ExercisePicker } from '@/features/catalogue/components/exercise-picker';
import { TemplateEditor } from '@/features/templates/components/template-editor';
import { BackToTemplates } from './template-edit-page';

/** Spec §2 /app/templates/add: the editor for a new template, stored (under this id) by its first save. */
export function NewTemplatePage() {
  const { t } = useTranslation(['templates', 'routes']);
  const [templateId] = useState(() => crypto.randomUUID());
  useDocumentTitle(t('routes:appTemplatesAdd.title'));
  return (
    <div className="flex flex-col gap-2">
      <BackToTemplates />
      <PageHeader title={t('routes:appTemplatesAdd.title')} description={t('routes:appTemplatesAdd.description')} />
      <TemplateEditor templateId={templateId} template={null} exercisePicker={ExercisePicker} />
    </div>
  );
}
