import { SUPERSET_GROUPS } from '@lifeorbit/contracts';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useId, type ComponentType, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { EditorErrors, EditorItem } from '../lib/editor-model';

function NumberField({
  id,
  label,
  value,
  error,
  decimal = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  decimal?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <Input
        id={id}
        inputMode={decimal ? 'decimal' : 'numeric'}
        className="text-center tabular-nums"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The catalogue's grip select, which the page hands in (features never import each other). */
export type GripPickerSlot = ComponentType<{
  id: string;
  exerciseId: string;
  value: string | null;
  onChange: (gripId: string | null) => void;
}>;

/** One exercise of a template: sets, reps or a range, weight, rest, superset group and notes; move and remove. */
export function TemplateExerciseCard({
  item,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
  dragHandle,
  dragState = 'idle',
  gripPicker: GripPicker,
}: {
  item: EditorItem;
  index: number;
  count: number;
  errors: EditorErrors;
  onChange: (patch: Partial<EditorItem>) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  /** Pointer handlers of the drag handle (lib/use-drag-reorder); the move buttons do the same from a keyboard. */
  dragHandle?: HTMLAttributes<HTMLElement>;
  /** This card is being dragged, or is where the dragged one would land. */
  dragState?: 'idle' | 'dragging' | 'target';
  /** Shown for an exercise that takes grips. */
  gripPicker?: GripPickerSlot;
}) {
  const { t } = useTranslation('templates');
  const id = useId();
  const errorOf = (field: string): string | undefined => {
    const key = errors[`exercises.${index}.${field}`];
    return key ? t(`errors.fields.${key}`, { defaultValue: t('errors.fields.generic') }) : undefined;
  };
  const iconButton = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Button variant="ghost" size="icon" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {icon}
    </Button>
  );

  return (
    <li
      aria-label={item.name}
      data-reorder-item
      className={cn(
        'rounded-[12px] border border-border bg-surface p-3 transition-opacity md:p-4',
        item.supersetGroup && 'border-l-4 border-l-accent',
        dragState === 'dragging' && 'opacity-60',
        dragState === 'target' && 'ring-2 ring-accent',
      )}
    >
      <div className="flex items-start gap-2">
        {dragHandle ? (
          <span
            {...dragHandle}
            aria-hidden
            title={t('editor.dragHandle')}
            data-drag-handle
            className="mt-1 inline-flex size-9 shrink-0 cursor-grab items-center justify-center rounded-[8px] text-muted hover:bg-raised active:cursor-grabbing"
          >
            <GripVertical className="size-5" strokeWidth={1.75} />
          </span>
        ) : null}
        <span
          aria-hidden
          className="mt-2 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-raised text-xs font-semibold tabular-nums"
        >
          {index + 1}
        </span>
        <div className="min-w-0 flex-1 py-1">
          <h3 className="truncate font-semibold text-text">{item.name}</h3>
          <p className="truncate text-sm text-muted">
            {item.supersetGroup ? (
              <span className="font-medium text-accent">
                {t('editor.supersetLabel', { group: item.supersetGroup })} ·{' '}
              </span>
            ) : null}
            {item.meta}
          </p>
        </div>
        <div className="flex shrink-0">
          {iconButton(
            t('editor.moveUp', { name: item.name }),
            <ArrowUp strokeWidth={1.75} aria-hidden />,
            () => onMove(-1),
            index === 0,
          )}
          {iconButton(
            t('editor.moveDown', { name: item.name }),
            <ArrowDown strokeWidth={1.75} aria-hidden />,
            () => onMove(1),
            index === count - 1,
          )}
          {iconButton(t('editor.remove', { name: item.name }), <Trash2 strokeWidth={1.75} aria-hidden />, onRemove)}
        </div>
      </div>

      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-6">
        <NumberField
          id={`${id}-sets`}
          label={t('editor.sets')}
          value={item.targetSets}
          error={errorOf('targetSets')}
          onChange={(targetSets) => onChange({ targetSets })}
        />
        <fieldset className="flex min-w-0 flex-col gap-1">
          <legend className="mb-1 text-xs font-medium text-muted">{t('editor.target')}</legend>
          <div className="grid min-h-11 grid-cols-2 rounded-[8px] border border-border p-0.5">
            {(['single', 'range'] as const).map((mode) => (
              <label
                key={mode}
                className={cn(
                  'flex cursor-pointer items-center justify-center rounded-[6px] px-1 text-xs font-medium text-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                  item.repsMode === mode && 'bg-raised text-text',
                )}
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={`${id}-mode`}
                  checked={item.repsMode === mode}
                  onChange={() => onChange({ repsMode: mode })}
                />
                {t(mode === 'single' ? 'editor.repsMode' : 'editor.rangeMode')}
              </label>
            ))}
          </div>
        </fieldset>
        {item.repsMode === 'single' ? (
          <NumberField
            id={`${id}-reps`}
            label={t('editor.reps')}
            value={item.targetReps}
            error={errorOf('targetReps')}
            onChange={(targetReps) => onChange({ targetReps })}
          />
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <NumberField
              id={`${id}-min`}
              label={t('editor.repsMin')}
              value={item.targetRepsMin}
              error={errorOf('targetRepsMin')}
              onChange={(targetRepsMin) => onChange({ targetRepsMin })}
            />
            <NumberField
              id={`${id}-max`}
              label={t('editor.repsMax')}
              value={item.targetRepsMax}
              error={errorOf('targetRepsMax')}
              onChange={(targetRepsMax) => onChange({ targetRepsMax })}
            />
          </div>
        )}
        <NumberField
          id={`${id}-weight`}
          decimal
          label={t('editor.weight', { unit: t(`units.${item.weightUnit}`) })}
          value={item.weight}
          error={errorOf('targetWeightKg')}
          onChange={(weight) => onChange({ weight })}
        />
        <NumberField
          id={`${id}-rest`}
          label={t('editor.rest')}
          value={item.restSec}
          error={errorOf('restSec')}
          onChange={(restSec) => onChange({ restSec })}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-superset`} className="text-xs font-medium text-muted">
            {t('editor.superset')}
          </label>
          <NativeSelect
            id={`${id}-superset`}
            value={item.supersetGroup}
            onChange={(event) => onChange({ supersetGroup: event.target.value })}
          >
            <option value="">{t('editor.noSuperset')}</option>
            {SUPERSET_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t('editor.supersetLabel', { group })}
              </option>
            ))}
          </NativeSelect>
        </div>
        {GripPicker ? (
          <GripPicker
            id={`${id}-grip`}
            exerciseId={item.exerciseId}
            value={item.gripId || null}
            onChange={(gripId) => onChange({ gripId: gripId ?? '' })}
          />
        ) : null}
      </div>
      <div className="mt-3 flex flex-col gap-1">
        <label htmlFor={`${id}-notes`} className="text-xs font-medium text-muted">
          {t('editor.notes')}
        </label>
        <Input
          id={`${id}-notes`}
          value={item.notes}
          maxLength={1000}
          aria-invalid={errorOf('notes') ? true : undefined}
          onChange={(event) => onChange({ notes: event.target.value })}
        />
      </div>
    </li>
  );
}
