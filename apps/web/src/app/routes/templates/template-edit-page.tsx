import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTemplate } from '@/features/templates/api/get-template';
import { ExercisePicker } from '@/features/catalogue/components/exercise-picker';
import { GripSelect } from '@/features/catalogue/components/grip-select';
import { TemplateEditor } from '@/features/templates/components/template-editor';

/** Spec §2 /fitness/templates/{templateId}/edit. */
export function TemplateEditPage() {
  const { t, i18n } = useTranslation(['templates', 'routes', 'common']);
  const { templateId = '' } = useParams();
  const template = useTemplate(templateId, i18n.language);
  useDocumentTitle(template.data?.name ?? t('routes:templateEdit.title'));
  const missing = template.error instanceof ApiError && [400, 404].includes(template.error.status);

  return (
    <div className="flex flex-col gap-2">
      <BackLink to="/fitness/templates" variant="ghost" className="-ml-2 self-start">
        {t('editor.back')}
      </BackLink>
      <PageHeader title={t('routes:templateEdit.title')} description={t('routes:templateEdit.description')} />
      {template.data ? (
        <TemplateEditor
          key={`${template.data.id}-${i18n.language}`}
          templateId={templateId}
          template={template.data}
          exercisePicker={ExercisePicker}
          gripPicker={GripSelect}
        />
      ) : template.isError ? (
        <div role="alert" className="rounded-[12px] border border-border bg-surface p-4 text-sm">
          {missing ? t('editor.notFound') : t('common:errors.generic')}
        </div>
      ) : (
        <div aria-hidden className="flex flex-col gap-3">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </div>
  );
}
