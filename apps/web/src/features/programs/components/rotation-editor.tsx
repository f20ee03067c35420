import type { Program, TemplateSummary } from '@lifeorbit/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useUpdateProgram } from '../api/update-program';
import { RotationBuilder } from './rotation-builder';

/** Reorders one program's rotation; saved as a whole. */
export function RotationEditor({ program, templates }: { program: Program; templates: TemplateSummary[] }) {
  const { t } = useTranslation(['programs', 'common']);
  const updateProgram = useUpdateProgram();
  const [templateIds, setTemplateIds] = useState(() => program.rotation.map((entry) => entry.templateId));
  const [error, setError] = useState<string | null>(null);
  const saved = program.rotation.map((entry) => entry.templateId);
  const isDirty = JSON.stringify(saved) !== JSON.stringify(templateIds);
  // The member's place stays put; which template it points at follows the new order.
  const nextIndex = templateIds.length ? program.position % templateIds.length : null;
  const nextName = nextIndex === null ? null : templates.find((x) => x.id === templateIds[nextIndex])?.name;

  const save = () => {
    if (templateIds.length === 0) {
      setError(t('errors.rotation'));
      return;
    }
    updateProgram.mutate(
      { id: program.id, body: { name: program.name, description: program.description, templateIds } },
      {
        onSuccess: () => toast.success(t('rotationSaved')),
        onError: () => toast.error(t('errors.saveFailed', { message: t('errors.retry') })),
      },
    );
  };

  return (
    <Card className="flex flex-col gap-4">
      <p className="text-sm">{nextName ? t('nextUp', { name: nextName }) : t('rotation.emptyShort')}</p>
      <RotationBuilder
        templates={templates}
        value={templateIds}
        nextIndex={nextIndex}
        error={error}
        onChange={(ids) => {
          setError(null);
          setTemplateIds(ids);
        }}
      />
      <div className="flex items-center gap-3">
        <Button onClick={save} disabled={updateProgram.isPending || !isDirty}>
          {updateProgram.isPending ? t('common:saving') : t('saveRotation')}
        </Button>
        {isDirty ? <span className="text-sm text-muted">{t('unsaved')}</span> : null}
      </div>
    </Card>
  );
}
