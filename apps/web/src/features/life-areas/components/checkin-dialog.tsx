import type { LifeCheckin, LifeGoal } from '@lifeorbit/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { localDay } from '@/lib/local-date';
import { formatNumberInput } from '@/lib/number-input';
import { useCreateCheckin } from '../api/create-checkin';
import { useDeleteCheckin } from '../api/delete-checkin';
import { useUpdateCheckin } from '../api/update-checkin';
import { NOTE_MAX, validateCheckin, type CheckinDraft } from '../lib/drafts';
import { Dialog } from '@/components/ui/dialog';

function draftFor(date: string, existing: LifeCheckin | undefined, lang: string): CheckinDraft {
  return {
    date,
    value: existing?.value === null || existing?.value === undefined ? '' : formatNumberInput(existing.value, lang),
    rating: existing?.rating ?? null,
    note: existing?.note ?? '',
  };
}

interface CheckinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  goal: LifeGoal;
  initialDate?: string;
}

/**
 * One check-in per goal per day: choosing a day that already has one edits it (and offers to delete it); any other
 * day makes a new one.
 */
export function CheckinDialog(props: CheckinDialogProps) {
  const { t } = useTranslation(['lifeAreas', 'common']);
  const [isEditing, setEditing] = useState(false);
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={isEditing ? t('checkinForm.editTitle') : t('checkinForm.newTitle')}
      description={props.goal.name}
      closeLabel={t('common:close')}
    >
      {/* Mounted only while open, so every opening starts from today (or the day asked for). */}
      <CheckinForm {...props} onEditingChange={setEditing} />
    </Dialog>
  );
}

function CheckinForm({
  onOpenChange,
  goal,
  initialDate,
  onEditingChange,
}: CheckinDialogProps & { onEditingChange: (isEditing: boolean) => void }) {
  const { t, i18n } = useTranslation(['lifeAreas', 'common']);
  const id = useId();
  const today = localDay();
  const findOn = (date: string) => goal.checkins.find((c) => c.date === date);
  const [draft, setDraft] = useState<CheckinDraft>(() =>
    draftFor(initialDate ?? today, findOn(initialDate ?? today), i18n.language),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const existing = findOn(draft.date);
  const createCheckin = useCreateCheckin(goal);
  const updateCheckin = useUpdateCheckin(goal);
  const deleteCheckin = useDeleteCheckin(goal);
  const isPending = createCheckin.isPending || updateCheckin.isPending || deleteCheckin.isPending;
  const isEditing = Boolean(existing);

  useEffect(() => onEditingChange(isEditing), [isEditing, onEditingChange]);

  const set = <K extends keyof CheckinDraft>(key: K, value: CheckinDraft[K]) => {
    setDraft((d) =>
      // A whole day loads that day's check-in; a day still being typed changes nothing else.
      key === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value as string)
        ? draftFor(value as string, findOn(value as string), i18n.language)
        : { ...d, [key]: value },
    );
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onServerError = (err: unknown) => {
    const field = err instanceof ApiError ? err.details[0]?.field : undefined;
    if (err instanceof ApiError && err.status === 409) setErrors({ date: t('checkinForm.errors.duplicate') });
    else if (field && ['date', 'value', 'rating', 'note'].includes(field)) {
      setErrors({ [field]: t('checkinForm.errors.server') });
    } else toast.error(t('checkinForm.saveFailed'), { description: err instanceof Error ? err.message : undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, values } = validateCheckin(draft, goal.measure, today);
    if (!values) {
      setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)])));
      return;
    }
    const done = () => {
      toast.success(existing ? t('checkinForm.updated') : t('checkinForm.saved'));
      onOpenChange(false);
    };
    if (existing)
      updateCheckin.mutate({ id: existing.id, changes: values }, { onSuccess: done, onError: onServerError });
    else {
      createCheckin.mutate(
        { id: crypto.randomUUID(), date: draft.date, ...values },
        { onSuccess: done, onError: onServerError },
      );
    }
  };

  const remove = () => {
    if (!existing) return;
    deleteCheckin.mutate(existing.id, {
      onSuccess: () => {
        toast.success(t('checkinForm.deleted'));
        onOpenChange(false);
      },
      onError: onServerError,
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field id={`${id}-date`} label={t('checkinForm.date')} error={errors.date}>
        <DateField
          id={`${id}-date`}
          lang={i18n.language}
          value={draft.date}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? `${id}-date-error` : undefined}
          onChange={(day) => set('date', day)}
        />
      </Field>
      {goal.measure === 'value' ? (
        <Field
          id={`${id}-value`}
          label={goal.unit ? t('checkinForm.valueWithUnit', { unit: goal.unit }) : t('checkinForm.value')}
          error={errors.value}
        >
          <Input
            id={`${id}-value`}
            inputMode="decimal"
            autoComplete="off"
            className="text-lg tabular-nums"
            value={draft.value}
            aria-invalid={errors.value ? true : undefined}
            aria-describedby={errors.value ? `${id}-value-error` : undefined}
            onChange={(e) => set('value', e.target.value)}
          />
        </Field>
      ) : (
        <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium">{t('checkinForm.rating')}</legend>
          <div className="grid grid-cols-5 gap-2">
            {[1, 2, 3, 4, 5].map((rating) => (
              <label
                key={rating}
                className="flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-[8px] border border-border bg-surface text-base font-semibold tabular-nums has-[:checked]:border-accent has-[:checked]:bg-accent has-[:checked]:text-accent-text has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
              >
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={rating}
                  checked={draft.rating === rating}
                  onChange={() => set('rating', rating)}
                  className="sr-only"
                  aria-label={t('checkinForm.ratingOption', { rating })}
                />
                {rating}
              </label>
            ))}
          </div>
          <div className="mt-1 flex justify-between text-xs text-muted">
            <span>{t('checkinForm.ratingLow')}</span>
            <span>{t('checkinForm.ratingHigh')}</span>
          </div>
          {errors.rating ? (
            <p id={`${id}-rating-error`} role="alert" className="mt-1 text-sm text-destructive">
              {errors.rating}
            </p>
          ) : null}
        </fieldset>
      )}
      <Field id={`${id}-note`} label={t('checkinForm.note')} error={errors.note} hint={t('goalForm.optional')}>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={NOTE_MAX}
          value={draft.note}
          onChange={(e) => set('note', e.target.value)}
          className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base text-text placeholder:text-muted focus-visible:border-accent md:text-sm"
          placeholder={t('checkinForm.notePlaceholder')}
        />
      </Field>
      <div
        className={cn(
          'flex flex-col-reverse gap-2 pt-2 sm:flex-row',
          existing ? 'sm:justify-between' : 'sm:justify-end',
        )}
      >
        {existing ? (
          <Button variant="ghost" className="text-destructive" onClick={remove} disabled={isPending}>
            {t('checkinForm.delete')}
          </Button>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {isPending ? t('common:saving') : existing ? t('checkinForm.saveChanges') : t('checkinForm.save')}
        </Button>
      </div>
    </form>
  );
}
