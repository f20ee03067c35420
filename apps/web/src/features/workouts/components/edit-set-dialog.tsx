import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumberInput } from '@/lib/number-input';
import type { SetKind, UpdateSetRequest, WorkoutSet } from '@lifeorbit/contracts';
import type { WeightUnit } from '@lifeorbit/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { parseDecimal, toUnit } from '../lib/format';
import { logRowFieldNear } from './set-grid';

const SET_KINDS: SetKind[] = ['normal', 'warmup', 'dropset', 'failure'];

/** Only what changed, in the member's unit; null when a field is not valid (its key says which). */
export function setChanges(
  set: WorkoutSet,
  unit: WeightUnit,
  form: { weight: string; reps: string; rpe: string; notes: string; setKind: SetKind },
): { changes: UpdateSetRequest } | { invalid: 'weight' | 'reps' | 'rpe' } {
  const weight = parseDecimal(form.weight);
  const reps = parseDecimal(form.reps);
  const rpe = parseDecimal(form.rpe);
  if (form.weight.trim() !== '' && (weight === null || weight < 0)) return { invalid: 'weight' };
  if (form.reps.trim() !== '' && (reps === null || !Number.isInteger(reps) || reps < 0)) return { invalid: 'reps' };
  if (form.rpe.trim() !== '' && (rpe === null || rpe < 1 || rpe > 10)) return { invalid: 'rpe' };
  const shownWeight = set.weight === null ? null : toUnit(set.weight, set.weightUnit, unit);
  const changes: UpdateSetRequest = {};
  if (weight !== shownWeight) Object.assign(changes, { weight, weightUnit: unit });
  if (reps !== set.reps) changes.reps = reps;
  if (rpe !== set.rpe) changes.rpe = rpe;
  const notes = form.notes.trim() || null;
  if (notes !== (set.notes ?? null)) changes.notes = notes;
  if (form.setKind !== set.setKind) changes.setKind = form.setKind;
  return { changes };
}

export function EditSetDialog({
  set,
  label,
  unit,
  onClose,
  onSave,
  onDelete,
}: {
  set: WorkoutSet;
  label: string;
  unit: WeightUnit;
  onClose: () => void;
  onSave: (changes: UpdateSetRequest) => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation(['workouts', 'common']);
  const id = useId();
  const [form, setForm] = useState({
    weight: set.weight === null ? '' : formatNumberInput(toUnit(set.weight, set.weightUnit, unit), i18n.language),
    reps: set.reps === null ? '' : String(set.reps),
    rpe: set.rpe === null ? '' : formatNumberInput(set.rpe, i18n.language),
    notes: set.notes ?? '',
    setKind: set.setKind,
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  // Deleting removes the row that opened the dialog: focus then goes to the log row below it, found while the row
  // (still focused as the dialog first renders) is on the page.
  const isDeleted = useRef(false);
  const [logRowField] = useState(() => logRowFieldNear(document.activeElement));
  const change = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = setChanges(set, unit, form);
    if ('invalid' in result) {
      setInvalid(result.invalid);
      return;
    }
    if (Object.keys(result.changes).length > 0) onSave(result.changes);
    onClose();
  };
  const error = (field: string) => (invalid === field ? t('workouts:grid.invalidNumber') : null);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('workouts:editSet.title', { index: label })}
      closeLabel={t('common:close')}
      finalFocus={() => (isDeleted.current ? logRowField : null)}
    >
      <form id={`${id}-form`} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="grid grid-cols-3 gap-3">
          <Field
            id={`${id}-weight`}
            label={t('workouts:editSet.weight', { unit: t(`workouts:units.${unit}`) })}
            error={error('weight')}
          >
            <Input
              id={`${id}-weight`}
              inputMode="decimal"
              className="tabular-nums"
              value={form.weight}
              aria-invalid={invalid === 'weight' || undefined}
              onChange={change('weight')}
            />
          </Field>
          <Field
            id={`${id}-reps`}
            label={t('workouts:editSet.reps')}
            error={invalid === 'reps' ? t('workouts:grid.enterReps') : null}
          >
            <Input
              id={`${id}-reps`}
              inputMode="numeric"
              className="tabular-nums"
              value={form.reps}
              aria-invalid={invalid === 'reps' || undefined}
              onChange={change('reps')}
            />
          </Field>
          <Field id={`${id}-rpe`} label={t('workouts:editSet.rpe')} error={error('rpe')}>
            <Input
              id={`${id}-rpe`}
              inputMode="decimal"
              className="tabular-nums"
              value={form.rpe}
              aria-invalid={invalid === 'rpe' || undefined}
              onChange={change('rpe')}
            />
          </Field>
        </div>
        <Field id={`${id}-kind`} label={t('workouts:editSet.kind')}>
          <NativeSelect id={`${id}-kind`} value={form.setKind} onChange={change('setKind')}>
            {SET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`workouts:editSet.kinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-notes`} label={t('workouts:editSet.notes')} hint={t('workouts:editSet.notesHint')}>
          <textarea
            id={`${id}-notes`}
            rows={3}
            maxLength={1000}
            value={form.notes}
            onChange={change('notes')}
            className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base text-text focus-visible:border-accent md:text-sm"
          />
        </Field>
        {set.grips.length > 0 ? (
          <p className="text-sm text-muted">
            {t('workouts:editSet.grips', { names: set.grips.map((g) => g.name).join(', ') })}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-between gap-2 pt-2">
          <Button
            variant="destructive"
            onClick={() => {
              isDeleted.current = true;
              onDelete();
              onClose();
            }}
          >
            {t('workouts:editSet.delete')}
          </Button>
          <Button type="submit">{t('workouts:editSet.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
