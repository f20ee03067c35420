import { CreateProgramRequest, type TemplateSummary } from '@lifeorbit/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useCreateProgram } from '../api/create-program';
import { RotationBuilder } from './rotation-builder';

/** Name, the rotation of templates, and whether it becomes the active program. */
export function NewProgramDialog({
  open,
  onOpenChange,
  templates,
  hasActive,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  templates: TemplateSummary[];
  hasActive: boolean;
}) {
  const { t } = useTranslation(['programs', 'common']);
  const id = useId();
  const createProgram = useCreateProgram();
  // One id per dialog opening, so a double tap or a retry stores one program.
  const [programId, setProgramId] = useState(() => crypto.randomUUID());
  const [name, setName] = useState('');
  const [templateIds, setTemplateIds] = useState<string[]>([]);
  const [activate, setActivate] = useState(!hasActive);
  const [errors, setErrors] = useState<{ name?: string; rotation?: string }>({});

  const reset = () => {
    setProgramId(crypto.randomUUID());
    setName('');
    setTemplateIds([]);
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateProgramRequest.safeParse({ id: programId, name, templateIds, activate });
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => String(issue.path[0]));
      setErrors({
        name: fields.includes('name') ? t('errors.name') : undefined,
        rotation: fields.includes('templateIds') ? t('errors.rotation') : undefined,
      });
      return;
    }
    createProgram.mutate(parsed.data, {
      onSuccess: (program) => {
        toast.success(t('created', { name: program.name }));
        onOpenChange(false);
        reset();
      },
      onError: (error) =>
        toast.error(
          t('errors.saveFailed', {
            message: error instanceof ApiError && error.status === 0 ? t('common:errors.network') : t('errors.retry'),
          }),
        ),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('newProgram')}
      description={t('newDescription')}
      closeLabel={t('common:close')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field id={`${id}-name`} label={t('name')} error={errors.name}>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={120}
            placeholder={t('namePlaceholder')}
            aria-invalid={errors.name ? true : undefined}
            onChange={(event) => {
              setErrors((e) => ({ ...e, name: undefined }));
              setName(event.target.value);
            }}
          />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('rotation.label')}</legend>
          <RotationBuilder
            templates={templates}
            value={templateIds}
            error={errors.rotation}
            onChange={(ids) => {
              setErrors((e) => ({ ...e, rotation: undefined }));
              setTemplateIds(ids);
            }}
          />
        </fieldset>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-[var(--accent)]"
            checked={activate}
            onChange={(event) => setActivate(event.target.checked)}
          />
          {t('activateNow')}
        </label>
        <Button type="submit" className="self-start" disabled={createProgram.isPending}>
          {createProgram.isPending ? t('common:saving') : t('create')}
        </Button>
      </form>
    </Dialog>
  );
}
