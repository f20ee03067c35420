import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ExercisePicker } from '@/features/catalogue/components/exercise-picker';
import { GripSelect } from '@/features/catalogue/components/grip-select';
import { TemplateEditor } from '@/features/templates/components/template-editor';
import { clearTemplateDraft, readTemplateDraft } from '@/features/templates/lib/template-draft';

/**
 * Spec §2 /app/templates/add: the editor for a new template, stored (under this id) by its first save. Until then a
 * draft on this device keeps it; coming back goes on with it, or starts afresh.
 */
export function NewTemplatePage() {
  const { t } = useTranslation(['templates', 'routes']);
  const { data: me } = useMe();
  const [fresh, setFresh] = useState(() => ({ id: crypto.randomUUID(), round: 0 }));
  const [draft] = useState(() => (me ? readTemplateDraft(me.id) : null));
  const [isUsingDraft, setIsUsingDraft] = useState(draft !== null);
  useDocumentTitle(t('routes:appTemplatesAdd.title'));
  const startAfresh = () => {
    clearTemplateDraft();
    setIsUsingDraft(false);
    setFresh((f) => ({ id: crypto.randomUUID(), round: f.round + 1 }));
  };
  return (
    <div className="flex flex-col gap-2">
      <BackLink to="/fitness/templates" variant="ghost" className="-ml-2 self-start">
        {t('editor.back')}
      </BackLink>
      <PageHeader title={t('routes:appTemplatesAdd.title')} description={t('routes:appTemplatesAdd.description')} />
      {isUsingDraft ? (
        <p className="mb-2 flex flex-wrap items-center gap-x-3 rounded-[8px] bg-raised px-3 py-2 text-sm" role="status">
          {t('editor.draftRestored')}
          <Button variant="link" onClick={startAfresh}>
            {t('editor.startAfresh')}
          </Button>
        </p>
      ) : null}
      <TemplateEditor
        key={isUsingDraft ? 'draft' : `fresh-${fresh.round}`}
        templateId={isUsingDraft && draft ? draft.templateId : fresh.id}
        template={null}
        draft={isUsingDraft ? (draft?.state ?? null) : null}
        exercisePicker={ExercisePicker}
        gripPicker={GripSelect}
      />
    </div>
  );
}
