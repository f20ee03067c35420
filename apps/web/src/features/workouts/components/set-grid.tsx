import { Check } from 'lucide-react';
import { memo, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExercisePerformance, WorkoutSet } from '@lifeorbit/contracts';
import type { WeightUnit } from '@lifeorbit/domain';
import { cn } from '@/lib/cn';
import { formatNumberInput } from '@/lib/number-input';
import { formatNumber, parseDecimal, toUnit } from '../lib/format';
import { SetNote } from './feel-marker';
import { PrTrophy } from './pr-banner';

/** Set | Previous | kg | Reps | RPE | ok, as in DESIGN.md; the same columns for logged sets and the log row. */
const ROW =
  'grid items-center gap-1 grid-cols-[2rem_minmax(0,1fr)_4.25rem_3.25rem_3rem_2.75rem] md:gap-2 md:grid-cols-[3rem_minmax(0,1fr)_6rem_5rem_4rem_3rem]';
const READ_ONLY_ROW =
  'grid items-center gap-1 grid-cols-[2rem_minmax(0,1fr)_minmax(0,1fr)_3rem_2.75rem] md:gap-2 md:grid-cols-[3rem_minmax(0,1fr)_minmax(0,1fr)_4rem_3rem]';
const NUMBER_INPUT =
  'min-h-11 w-full rounded-[8px] border border-border bg-bg px-1.5 text-center text-base tabular-nums text-text placeholder:text-muted focus-visible:border-accent aria-invalid:border-destructive';

export interface LogSetValues {
  weight: number | null;
  reps: number;
  rpe: number | null;
}

/** Values to put in the log row (the suggestion's "Use"); a new token fills them again. */
export interface LogRowFill {
  weight: number | null;
  reps: number | null;
  token: number;
}

/** The first field of the log row in the same grid as `element` (a set row): where focus goes when that set is deleted. */
export function logRowFieldNear(element: Element | null): HTMLElement | null {
  return element?.closest('[role="group"]')?.querySelector<HTMLElement>('[data-log-row] input') ?? null;
}

/** "1", "2" for working sets, W / D / F for warm-up, drop and failure sets (numbers count working sets only). */
export function setLabels(sets: readonly WorkoutSet[], short: (kind: string) => string): string[] {
  let working = 0;
  return sets.map((set) => (set.setKind === 'normal' ? String(++working) : short(set.setKind)));
}

function previousText(
  previous: ExercisePerformance['sets'][number] | undefined,
  unit: WeightUnit,
  lang: string,
  empty: string,
): string {
  if (!previous || previous.reps === null) return empty;
  if (previous.weight === null) return `× ${previous.reps}`;
  return `${formatNumber(toUnit(previous.weight, previous.weightUnit, unit), lang)} × ${previous.reps}`;
}

/**
 * One logged set (memoized: a set logged, edited or deleted draws its own row, not the others). The button is the
 * row's hit area and carries its name ("Set 1: 95 kg × 10"); the cells are drawn over it, outside it, so the name never
 * has to repeat the cells' text (WCAG 2.5.3 label in name). Cells the name already says are hidden from assistive
 * technology; RPE, feel and records are not. Few elements a row (issue 15): the done mark is drawn by CSS, not an icon.
 */
const SetRow = memo(function SetRow({
  set,
  label,
  previous,
  unit,
  lang,
  onEdit,
}: {
  set: WorkoutSet;
  label: string;
  /** The previous workout's set, as text; null in a read-only grid (no column). */
  previous: string | null;
  unit: WeightUnit;
  lang: string;
  /** Null when the grid is read-only. */
  onEdit: ((set: WorkoutSet, label: string) => void) | null;
}) {
  const { t } = useTranslation('workouts');
  const readOnly = onEdit === null;
  const weight = set.weight === null ? '–' : formatNumber(toUnit(set.weight, set.weightUnit, unit), lang);
  const summary = `${weight} ${t(`units.${unit}`)} × ${set.reps ?? '–'}`;
  const cells = (
    <div className={cn(readOnly ? READ_ONLY_ROW : ROW, 'pointer-events-none relative min-h-11 px-1 text-left')}>
      <span
        aria-hidden
        className={cn(
          'text-center font-semibold tabular-nums',
          set.setKind === 'warmup' && 'text-warning',
          set.setKind === 'dropset' && 'text-purpose',
          set.setKind === 'failure' && 'text-destructive',
        )}
      >
        {label}
      </span>
      {previous === null ? null : (
        <span aria-hidden className="truncate text-xs text-muted tabular-nums">
          {previous}
        </span>
      )}
      <span aria-hidden className="text-center tabular-nums">
        {weight}
      </span>
      <span aria-hidden className="text-center tabular-nums">
        {set.reps ?? '–'}
      </span>
      <span className="flex items-center justify-center gap-1 tabular-nums">
        {set.rpe === null ? null : (
          <>
            <span className="sr-only">{t('grid.rpe')} </span>
            {formatNumber(set.rpe, lang, 1)}
          </>
        )}
        {set.personalRecords?.length ? <PrTrophy kinds={set.personalRecords} /> : null}
      </span>
      <span
        aria-hidden
        className={cn(
          'mx-auto inline-flex size-8 items-center justify-center rounded-[8px]',
          // A check mark drawn by the border of the box's ::after (one element, not an icon's three).
          "after:mb-0.5 after:h-2.5 after:w-1.5 after:rotate-45 after:border-r-[2.25px] after:border-b-[2.25px] after:border-current after:content-['']",
          set.isCompleted ? 'bg-accent text-accent-text' : 'border border-border text-muted',
        )}
      />
    </div>
  );
  const button = (
    <button
      type="button"
      disabled={readOnly}
      onClick={onEdit ? () => onEdit(set, label) : undefined}
      aria-label={t('grid.editSet', { index: label, summary })}
      className={cn(
        'absolute inset-0 w-full rounded-[8px] transition-colors duration-200 ease-out disabled:cursor-default',
        set.isCompleted ? 'bg-accent/15' : 'bg-raised',
        !readOnly && 'hover:bg-accent/25',
      )}
    />
  );
  // Without a note the item itself holds the button and the cells; a note goes under them, outside the hit area.
  if (!set.notes) {
    return (
      <li className="relative">
        {button}
        {cells}
      </li>
    );
  }
  return (
    <li>
      <div className="relative">
        {button}
        {cells}
      </div>
      <SetNote notes={set.notes} />
    </li>
  );
});

export function SetGrid({
  sets,
  previous,
  unit,
  lang,
  readOnly,
  defaults,
  weightInputId,
  onLog,
  onEdit,
  fill = null,
  belowLogRow,
}: {
  sets: readonly WorkoutSet[];
  previous: ExercisePerformance['sets'];
  unit: WeightUnit;
  lang: string;
  readOnly: boolean;
  defaults: { weight: number | null; reps: number | null };
  weightInputId: string;
  onLog: (values: LogSetValues) => void;
  onEdit: (set: WorkoutSet, label: string) => void;
  fill?: LogRowFill | null;
  /** Shown under the log row with the weight typed in it (the plates of that weight). */
  belowLogRow?: (weight: number | null) => ReactNode;
}) {
  const { t } = useTranslation('workouts');
  const labels = setLabels(sets, (kind) => t(`grid.kindShort.${kind}`));
  // The previous workout's working sets line up with this one's, warm-ups aside.
  const workingPrevious = previous.filter((p) => p.setKind !== 'warmup');
  const previousBySet = sets.map((set, index) =>
    set.setKind === 'warmup'
      ? undefined
      : workingPrevious[sets.slice(0, index).filter((s) => s.setKind !== 'warmup').length],
  );
  const nextPrevious = workingPrevious[sets.filter((s) => s.setKind !== 'warmup').length];

  return (
    <div className="mt-3 text-sm" role="group" aria-label={t('grid.set')}>
      <div
        className={cn(
          readOnly ? READ_ONLY_ROW : ROW,
          'px-1 pb-1 text-[11px] font-medium text-muted uppercase md:text-xs [&>span]:truncate',
        )}
        aria-hidden
      >
        <span className="text-center">{t('grid.set')}</span>
        {readOnly ? null : <span className="truncate">{t('grid.previous')}</span>}
        <span className="text-center">{t(`units.${unit}`)}</span>
        <span className="text-center">{t('grid.reps')}</span>
        <span className="text-center">{t('grid.rpe')}</span>
        <span className="text-center">
          <Check className="mx-auto size-4" aria-label={t('grid.done')} />
        </span>
      </div>
      <ol className="flex flex-col gap-1">
        {sets.map((set, index) => (
          <SetRow
            key={set.id}
            set={set}
            label={labels[index]!}
            previous={readOnly ? null : previousText(previousBySet[index], unit, lang, t('grid.noPrevious'))}
            unit={unit}
            lang={lang}
            onEdit={readOnly ? null : onEdit}
          />
        ))}
      </ol>
      {readOnly ? null : (
        <LogRow
          setCount={sets.length}
          fillToken={fill?.token ?? 0}
          nextLabel={String(sets.filter((s) => s.setKind === 'normal').length + 1)}
          previous={previousText(nextPrevious, unit, lang, t('grid.noPrevious'))}
          defaults={fill ?? defaults}
          lang={lang}
          weightInputId={weightInputId}
          onLog={onLog}
          below={belowLogRow}
        />
      )}
    </div>
  );
}

function LogRow({
  setCount,
  fillToken,
  nextLabel,
  previous,
  defaults,
  lang,
  weightInputId,
  onLog,
  below,
}: {
  /** How many sets the grid holds: one more after this row logged a set empties it for the next. */
  setCount: number;
  /** A new token (the suggestion was used) fills the row again. */
  fillToken: number;
  nextLabel: string;
  previous: string;
  defaults: { weight: number | null; reps: number | null };
  lang: string;
  weightInputId: string;
  onLog: (values: LogSetValues) => void;
  below?: (weight: number | null) => ReactNode;
}) {
  const { t } = useTranslation('workouts');
  // Untouched boxes show the defaults (the last set, else the targets), so a normal set is one tap.
  const [weight, setWeight] = useState<string | null>(null);
  const [reps, setReps] = useState<string | null>(null);
  const [rpe, setRpe] = useState('');
  const [invalid, setInvalid] = useState<'weight' | 'reps' | 'rpe' | null>(null);
  // Reset in place rather than remount (a `key`): a remount drops the focused field, and a keyboard user who logs a
  // set with Enter would find focus on <body>. Only this row's own set empties it: a set arriving from another device
  // (or deleted) must not wipe what the member is typing here, nor must this row's own set when it arrives after the
  // member has begun typing the next one (the outbox writes before the set shows, later on a slow phone).
  const [seen, setSeen] = useState({ setCount, fillToken });
  const [hasLoggedHere, setHasLoggedHere] = useState(false);
  const typed = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    setHasLoggedHere(false);
    set(event.target.value);
  };
  if (seen.setCount !== setCount || seen.fillToken !== fillToken) {
    const isTyped = weight !== null || reps !== null || rpe !== '';
    setSeen({ setCount, fillToken });
    if (seen.fillToken !== fillToken || hasLoggedHere || !isTyped) {
      setHasLoggedHere(false);
      setWeight(null);
      setReps(null);
      setRpe('');
      setInvalid(null);
    }
  }
  const weightText = weight ?? (defaults.weight === null ? '' : formatNumberInput(defaults.weight, lang));
  const repsText = reps ?? (defaults.reps === null ? '' : String(defaults.reps));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const weightValue = parseDecimal(weightText);
    const repsValue = parseDecimal(repsText);
    const rpeValue = parseDecimal(rpe);
    if (weightText.trim() !== '' && (weightValue === null || weightValue < 0)) return setInvalid('weight');
    if (repsValue === null || !Number.isInteger(repsValue) || repsValue < 0) return setInvalid('reps');
    if (rpe.trim() !== '' && (rpeValue === null || rpeValue < 1 || rpeValue > 10)) return setInvalid('rpe');
    setInvalid(null);
    setHasLoggedHere(true);
    onLog({ weight: weightValue, reps: repsValue, rpe: rpeValue });
  };

  return (
    <>
      <form onSubmit={submit} className={cn(ROW, 'mt-1 px-1')} data-log-row noValidate>
        <span className="text-center font-semibold text-muted tabular-nums">{nextLabel}</span>
        <span className="truncate text-xs text-muted tabular-nums">{previous}</span>
        <input
          id={weightInputId}
          aria-label={t('grid.weight')}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="next"
          className={NUMBER_INPUT}
          value={weightText}
          aria-invalid={invalid === 'weight' || undefined}
          onChange={typed(setWeight)}
          onFocus={(event) => event.target.select()}
        />
        <input
          aria-label={t('grid.reps')}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          className={NUMBER_INPUT}
          value={repsText}
          aria-invalid={invalid === 'reps' || undefined}
          onChange={typed(setReps)}
          onFocus={(event) => event.target.select()}
        />
        <input
          aria-label={t('grid.rpe')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="–"
          className={NUMBER_INPUT}
          value={rpe}
          aria-invalid={invalid === 'rpe' || undefined}
          onChange={typed(setRpe)}
        />
        <button
          type="submit"
          aria-label={t('grid.logSet')}
          title={t('grid.logSet')}
          className="mx-auto inline-flex size-11 items-center justify-center rounded-[8px] border border-accent text-accent transition-colors duration-150 ease-out hover:bg-accent hover:text-accent-text"
        >
          <Check className="size-5" strokeWidth={2.25} aria-hidden />
        </button>
        {invalid ? (
          <p role="alert" className="col-span-full pt-1 text-xs text-destructive">
            {invalid === 'reps' ? t('grid.enterReps') : t('grid.invalidNumber')}
          </p>
        ) : null}
      </form>
      {below ? below(parseDecimal(weightText)) : null}
    </>
  );
}
