import { Check } from 'lucide-react';
import { memo, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExercisePerformance, WorkoutSet } from '@lifeorbit/contracts';
import type { DistanceUnit, SetMeasure, WeightUnit } from '@lifeorbit/domain';
import { cn } from '@/lib/cn';
import { formatNumberInput } from '@/lib/number-input';
import { lazyComponent } from '@/lib/lazy-component';
import { isRepsMode, type EffortDefaults } from '../lib/efforts';
import { formatNumber, parseDecimal, toUnit } from '../lib/format';
import { REPS_MEASURES, alignPrevious, logRowFieldNear, setLabels } from './set-grid-layout';
import { SetDoneMark, SetIndexCell, SetRowItem, SetRpeCell } from './set-row-parts';

/** Set | Previous | kg | Reps | RPE | ok, as in DESIGN.md; the same columns for logged sets and the log row. */
const ROW =
  'grid items-center gap-1 grid-cols-[2rem_minmax(0,1fr)_4.25rem_3.25rem_3rem_2.75rem] md:gap-2 md:grid-cols-[3rem_minmax(0,1fr)_6rem_5rem_4rem_3rem]';
const READ_ONLY_ROW =
  'grid items-center gap-1 grid-cols-[2rem_minmax(0,1fr)_minmax(0,1fr)_3rem_2.75rem] md:gap-2 md:grid-cols-[3rem_minmax(0,1fr)_minmax(0,1fr)_4rem_3rem]';
const NUMBER_INPUT =
  'min-h-11 w-full rounded-[8px] border border-border bg-bg px-1.5 text-center text-base tabular-nums text-text placeholder:text-muted focus-visible:border-accent aria-invalid:border-destructive';

/** What the log row logs: the fields of the exercise's mode (issue 39), in the member's unit, metres and seconds. */
export interface LogSetValues {
  weight?: number | null;
  reps?: number;
  durationSec?: number | null;
  distanceM?: number | null;
  rpe: number | null;
}

/** Values to put in the log row (the suggestion's "Use"); a new token fills them again. */
export interface LogRowFill extends EffortDefaults {
  token: number;
}

export { logRowFieldNear, setLabels };

// Time and distance exercises (issue 39) draw their own grid, fetched when a workout has one: most have none.
const EffortSetGrid = lazyComponent(() => import('./effort-set-grid').then((module) => module.EffortSetGrid));

export type SetGridProps = Parameters<typeof RepsSetGrid>[0] & {
  /** The fields a set of the exercise logs (issue 39); weight and reps unless said. */
  measures?: readonly SetMeasure[];
  /** The distance unit a distance exercise's log row starts in (the member may switch to the other of the pair). */
  distanceUnit?: DistanceUnit;
  /** A time or distance exercise's weight is each hand's (a farmer's walk): "2 × 32 kg". */
  isPerHand?: boolean;
};

/** The sets of an exercise and the row that logs the next one (read-only for a finished workout). */
export function SetGrid({ measures = REPS_MEASURES, distanceUnit = 'km', isPerHand, ...props }: SetGridProps) {
  return isRepsMode(measures) ? (
    <RepsSetGrid {...props} />
  ) : (
    <EffortSetGrid {...props} measures={measures} distanceUnit={distanceUnit} isPerHand={isPerHand} />
  );
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
      <SetIndexCell set={set} label={label} />
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
      <SetRpeCell set={set} lang={lang} />
      <SetDoneMark done={set.isCompleted} />
    </div>
  );
  return <SetRowItem set={set} label={label} summary={summary} onEdit={onEdit} cells={cells} />;
});

function RepsSetGrid({
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
  defaults: EffortDefaults;
  weightInputId: string;
  onLog: (values: LogSetValues) => void;
  onEdit: (set: WorkoutSet, label: string) => void;
  fill?: LogRowFill | null;
  /** Shown under the log row with the weight typed in it (the plates of that weight). */
  belowLogRow?: (weight: number | null) => ReactNode;
}) {
  const { t } = useTranslation('workouts');
  const labels = setLabels(sets, (kind) => t(`grid.kindShort.${kind}`));
  const { bySet: previousBySet, next: nextPrevious } = alignPrevious(sets, previous);

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
  defaults: EffortDefaults;
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
