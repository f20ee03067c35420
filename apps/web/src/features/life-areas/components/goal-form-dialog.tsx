import type { LifeGoal } from '@lifeorbit/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { formatNumberInput } from '@/lib/number-input';
import { cn } from '@/lib/cn';
import { useCreateGoal } from '../api/create-goal';
import { useUpdateGoal } from '../api/update-goal';
import { GOAL_NAME_MAX, GOAL_UNIT_MAX, validateGoal, type GoalDraft } from '../lib/drafts';
import { Dialog } from '@/components/ui/dialog';

const EMPTY: GoalDraft = { name: '', measure: 'value', target: '', unit: '', dueDate: '' };

function draftOf(goal: LifeGoal | null, lang: string): GoalDraft {
  if (!goal) return EMPTY;
  return {
    name: goal.name,
    measure: goal.measure,
    target: goal.target === null ? '' : formatNumberInput(goal.target, lang),
    unit: goal.unit ?? '',
    dueDate: goal.dueDate ?? '',
  };
}

interface GoalFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subcategorySlug: string;
  subcategoryName: string;
  goal?: LifeGoal | null;
}

/** A new goal for a subcategory, or changes to one (its measure stays what it was). */
export function GoalFormDialog(props: GoalFormDialogProps) {
  const { t } = useTranslation(['lifeAreas', 'common']);
  const { open, onOpenChange, subcategoryName, goal = null } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={goal ? t('goalForm.editTitle') : t('goalForm.newTitle')}
      description={subcategoryName}
      closeLabel={t('common:close')}
    >
      {/* Mounted only while open, so every opening starts from the goal as it is now. */}
      <GoalForm {...props} />
    </Dialog>
  );
}

function GoalForm({ onOpenChange, subcategorySlug, goal = null }: GoalFormDialogProps) {
  const { t, i18n } = useTranslation(['lifeAreas', 'common']);
  const id = useId();
  const [draft, setDraft] = useState<GoalDraft>(() => draftOf(goal, i18n.language));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const createGoal = useCreateGoal();
  const updateGoal = useUpdateGoal();
  const isPending = createGoal.isPending || updateGoal.isPending;

  const set = <K extends keyof GoalDraft>(key: K, value: GoalDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onServerError = (err: unknown) => {
    const field = err instanceof ApiError ? err.details[0]?.field : undefined;
    if (field && ['name', 'target', 'unit', 'dueDate'].includes(field)) {
      setErrors({ [field]: t('goalForm.errors.server') });
    } else {
      toast.error(t('goalForm.saveFailed'), { description: err instanceof Error ? err.message : undefined });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, values } = validateGoal(draft);
    if (!values) {
      setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)])));
      return;
    }
    const done = () => {
      toast.success(goal ? t('goalForm.updated') : t('goalForm.created', { name: values.name }));
      onOpenChange(false);
    };
    if (goal) {
      updateGoal.mutate(
        {
          id: goal.id,
          changes: { name: values.name, target: values.target, unit: values.unit, dueDate: values.dueDate },
        },
        { onSuccess: done, onError: onServerError },
      );
    } else {
      createGoal.mutate(
        { id: crypto.randomUUID(), subcategorySlug, ...values },
        { onSuccess: done, onError: onServerError },
      );
    }
  };

  const field = (name: keyof GoalDraft) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field id={`${id}-name`} label={t('goalForm.name')} error={errors.name} hint={t('goalForm.nameHint')}>
        <Input
          {...field('name')}
          value={draft.name}
          maxLength={GOAL_NAME_MAX + 20}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      {goal ? null : (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">{t('goalForm.measure')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['value', 'rating'] as const).map((measure) => (
              <label
                key={measure}
                className={cn(
                  'flex min-h-11 cursor-pointer flex-col justify-center rounded-[8px] border border-border bg-surface px-3 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-raised',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-measure`}
                  value={measure}
                  checked={draft.measure === measure}
                  onChange={() => set('measure', measure)}
                  className="sr-only"
                />
                <span className="font-medium">{t(`goalForm.measures.${measure}`)}</span>
                <span className="text-xs text-muted">{t(`goalForm.measures.${measure}Hint`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className={cn('grid gap-3', draft.measure === 'value' && 'grid-cols-2')}>
        <Field
          id={`${id}-target`}
          label={draft.measure === 'value' ? t('goalForm.target') : t('goalForm.targetRating')}
          error={errors.target}
        >
          <Input
            {...field('target')}
            inputMode="decimal"
            className="tabular-nums"
            value={draft.target}
            onChange={(e) => set('target', e.target.value)}
          />
        </Field>
        {draft.measure === 'value' ? (
          <Field id={`${id}-unit`} label={t('goalForm.unit')} error={errors.unit}>
            <Input
              {...field('unit')}
              value={draft.unit}
              maxLength={GOAL_UNIT_MAX}
              placeholder={t('goalForm.unitPlaceholder')}
              onChange={(e) => set('unit', e.target.value)}
            />
          </Field>
        ) : null}
      </div>
      <Field id={`${id}-dueDate`} label={t('goalForm.dueDate')} error={errors.dueDate} hint={t('goalForm.optional')}>
        <DateField
          {...field('dueDate')}
          lang={i18n.language}
          value={draft.dueDate}
          onChange={(day) => set('dueDate', day)}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('common:saving') : goal ? t('common:save') : t('goalForm.create')}
        </Button>
      </div>
    </form>
  );
}
