import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumberInput } from '@/lib/number-input';
import type { SetKind, UpdateSetRequest, WorkoutSet } from '@lifeorbit/contracts';
import {
  formatDuration,
  parseTypedDuration,
  toMetres,
  type DistanceUnit,
  type SetMeasure,
  type WeightUnit,
} from '@lifeorbit/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { MAX_DISTANCE_M, MAX_DURATION_SEC, distanceInUnit } from '../lib/effort-input';
import { parseDecimal, toUnit } from '../lib/format';
import { REPS_MEASURES, logRowFieldNear } from './set-grid-layout';

const SET_KINDS: SetKind[] = ['normal', 'warmup', 'dropset', 'failure'];
type EditedField = SetMeasure | 'rpe';

interface SetForm {
  weight: string;
  reps: string;
  rpe: string;
  notes: string;
  setKind: SetKind;
  /** A time or distance exercise's (issue 39): the time as typed, the distance in `distanceUnit`. */
  durationSec?: string;
  distanceM?: string;
}

/**
 * Only what changed, in the member's unit (a distance typed in `distanceUnit`, sent in metres); null when a field is
 * not valid (its key says which).
 */
export function setChanges(
  set: WorkoutSet,
  unit: WeightUnit,
  form: SetForm,
  distanceUnit: DistanceUnit = 'm',
): { changes: UpdateSetRequest } | { invalid: 'weight' | 'reps' | 'rpe' | 'durationSec' | 'distanceM' } {
  const weight = parseDecimal(form.weight);
  const reps = parseDecimal(form.reps);
  const rpe = parseDecimal(form.rpe);
  const duration = form.durationSec?.trim() ?? '';
  const durationSec = parseTypedDuration(duration);
  const distance = parseDecimal(form.distanceM ?? '');
  const distanceM = distance === null ? null : toMetres(distance, distanceUnit);
  if (form.weight.trim() !== '' && (weight === null || weight < 0)) return { invalid: 'weight' };
  if (form.reps.trim() !== '' && (reps === null || !Number.isInteger(reps) || reps < 0)) return { invalid: 'reps' };
  if (duration !== '' && (durationSec === null || durationSec > MAX_DURATION_SEC)) return { invalid: 'durationSec' };
  if ((form.distanceM ?? '').trim() !== '' && (distanceM === null || distanceM < 0 || distanceM > MAX_DISTANCE_M)) {
    return { invalid: 'distanceM' };
  }
  if (form.rpe.trim() !== '' && (rpe === null || rpe < 1 || rpe > 10)) return { invalid: 'rpe' };
  const shownWeight = set.weight === null ? null : toUnit(set.weight, set.weightUnit, unit);
  const changes: UpdateSetRequest = {};
  if (weight !== shownWeight) Object.assign(changes, { weight, weightUnit: unit });
  if (reps !== set.reps) changes.reps = reps;
  if (form.durationSec !== undefined && durationSec !== set.durationSec) changes.durationSec = durationSec;
  const shownDistance =
    set.distanceM === null ? null : toMetres(distanceInUnit(set.distanceM, distanceUnit), distanceUnit);
  if (form.distanceM !== undefined && distanceM !== shownDistance) changes.distanceM = distanceM;
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
  measures = REPS_MEASURES,
  distanceUnit = 'm',
  isPerHand = false,
}: {
  set: WorkoutSet;
  label: string;
  unit: WeightUnit;
  /** The fields a set of the exercise logs (issue 39): the dialog edits those. */
  measures?: readonly SetMeasure[];
  distanceUnit?: DistanceUnit;
  /** A carry's weight is each hand's: its box says so. */
  isPerHand?: boolean;
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
    ...(measures.includes('durationSec') && {
      durationSec: set.durationSec === null ? '' : formatDuration(set.durationSec),
    }),
    ...(measures.includes('distanceM') && {
      distanceM:
        set.distanceM === null ? '' : formatNumberInput(distanceInUnit(set.distanceM, distanceUnit), i18n.language),
    }),
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
    const result = setChanges(set, unit, form, distanceUnit);
    if ('invalid' in result) {
      setInvalid(result.invalid);
      return;
    }
    if (Object.keys(result.changes).length > 0) onSave(result.changes);
    onClose();
  };
  const fields: EditedField[] = [...measures, 'rpe'];
  const labelOf = (field: EditedField) => {
    if (field === 'weight') {
      return t(`workouts:editSet.${isPerHand ? 'weightPerHand' : 'weight'}`, { unit: t(`workouts:units.${unit}`) });
    }
    if (field === 'distanceM') return t('workouts:editSet.distance', { unit: t(`workouts:units.${distanceUnit}`) });
    return t(`workouts:editSet.${field === 'durationSec' ? 'time' : field}`);
  };
  const errorOf = (field: EditedField) => {
    if (invalid !== field) return null;
    if (field === 'reps') return t('workouts:grid.enterReps');
    return t(field === 'durationSec' ? 'workouts:grid.invalidTime' : 'workouts:grid.invalidNumber');
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('workouts:editSet.title', { index: label })}
      closeLabel={t('common:close')}
      finalFocus={() => (isDeleted.current ? logRowField : null)}
    >
      <form id={`${id}-form`} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className={cn('grid gap-3', fields.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
          {fields.map((field) => (
            <Field key={field} id={`${id}-${field}`} label={labelOf(field)} error={errorOf(field)}>
              <Input
                id={`${id}-${field}`}
                inputMode={field === 'reps' ? 'numeric' : 'decimal'}
                className="tabular-nums"
                value={form[field] ?? ''}
                aria-invalid={invalid === field || undefined}
                onChange={change(field)}
              />
            </Field>
          ))}
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
