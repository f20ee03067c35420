import { Check } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDuration,
  parseTypedDuration,
  toMetres,
  type DistanceUnit,
  type SetMeasure,
  type WeightUnit,
} from '@lifeorbit/domain';
import { cn } from '@/lib/cn';
import { formatNumberInput } from '@/lib/number-input';
import { useEffortTimer } from '../lib/effort-timer';
import { isRepsMode, paceText, type EffortDefaults } from '../lib/efforts';
import { MAX_DISTANCE_M, MAX_DURATION_SEC, distanceInUnit } from '../lib/effort-input';
import { parseDecimal } from '../lib/format';
import { DistanceUnitSwitch, TimerControl } from './effort-controls';
import type { LogSetValues } from './set-grid';
import { previousCellClass, rowClass } from './set-grid-layout';

const NUMBER_INPUT =
  'min-h-11 w-full rounded-[8px] border border-border bg-bg px-1.5 text-center text-base tabular-nums text-text placeholder:text-muted focus-visible:border-accent aria-invalid:border-destructive';

type Field = SetMeasure | 'rpe';
/** The message under the row: which text says what is wrong with the field. */
const MESSAGES: Record<string, string> = {
  reps: 'grid.enterReps',
  durationSec: 'grid.invalidTime',
  distanceM: 'grid.invalidNumber',
};
const MISSING: Record<string, string> = { durationSec: 'grid.enterTime', distanceM: 'grid.enterDistance' };

/** The field a set of this mode cannot do without: a run's distance, a hold's time, else the reps. */
const mainOf = (measures: readonly SetMeasure[]): SetMeasure =>
  measures.includes('distanceM') ? 'distanceM' : measures.includes('reps') ? 'reps' : 'durationSec';

/**
 * The row that logs the next set of a time or distance exercise: the fields of its mode, typed in the member's units; a
 * hold's timer, the distance unit and the pace on a line below.
 */
export function EffortLogRow({
  setCount,
  fillToken,
  nextLabel,
  previous,
  measures,
  unit,
  isPerHand,
  distanceUnit,
  distanceUnits,
  onDistanceUnit,
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
  measures: readonly SetMeasure[];
  unit: WeightUnit;
  /** The weight box takes each hand's weight (a farmer's walk), and its name says so. */
  isPerHand: boolean;
  distanceUnit: DistanceUnit;
  distanceUnits: readonly DistanceUnit[];
  onDistanceUnit: (unit: DistanceUnit) => void;
  defaults: EffortDefaults;
  lang: string;
  weightInputId: string;
  onLog: (values: LogSetValues) => void;
  below?: (weight: number | null) => ReactNode;
}) {
  const { t } = useTranslation('workouts');
  // Untouched boxes show the defaults (the last set, else the suggestion or the targets), so a normal set is one tap.
  const [typed, setTyped] = useState<Partial<Record<Field, string>>>({});
  const [invalid, setInvalid] = useState<{ field: Field; message: string } | null>(null);
  const timer = useEffortTimer();
  // Reset in place rather than remount (a `key`): a remount drops the focused field, and a keyboard user who logs a
  // set with Enter would find focus on <body>. Only this row's own set empties it: a set arriving from another device
  // (or deleted) must not wipe what the member is typing here, nor must this row's own set when it arrives after the
  // member has begun typing the next one (the outbox writes before the set shows, later on a slow phone).
  const [seen, setSeen] = useState({ setCount, fillToken });
  const [hasLoggedHere, setHasLoggedHere] = useState(false);
  const typedInto = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setHasLoggedHere(false);
    setTyped((current) => ({ ...current, [field]: event.target.value }));
  };
  if (seen.setCount !== setCount || seen.fillToken !== fillToken) {
    const isTyped = Object.entries(typed).some(([field, value]) => field !== 'rpe' || value !== '');
    setSeen({ setCount, fillToken });
    if (seen.fillToken !== fillToken || hasLoggedHere || !isTyped) {
      setHasLoggedHere(false);
      setTyped({});
      setInvalid(null);
    }
  }
  const defaultText: Record<Field, string> = {
    weight: defaults.weight == null ? '' : formatNumberInput(defaults.weight, lang),
    reps: defaults.reps == null ? '' : String(defaults.reps),
    durationSec: defaults.durationSec == null ? '' : formatDuration(defaults.durationSec),
    distanceM:
      defaults.distanceM == null ? '' : formatNumberInput(distanceInUnit(defaults.distanceM, distanceUnit), lang),
    rpe: '',
  };
  const textOf = (entries: typeof typed) => (field: Field) => entries[field] ?? defaultText[field];
  const text = textOf(typed);
  const durationSec = parseTypedDuration(text('durationSec'));
  const distance = parseDecimal(text('distanceM'));
  const distanceM = distance === null ? null : toMetres(distance, distanceUnit);
  const hasTimer = measures.includes('durationSec') && !measures.includes('distanceM');

  /** Every field read and checked: the values to log, or the first field that is wrong. */
  const read = (entries: typeof typed): LogSetValues | { field: Field; message: string } => {
    const main = mainOf(measures);
    const values: LogSetValues = { rpe: null };
    for (const field of measures) {
      const raw = textOf(entries)(field).trim();
      const wrong = { field, message: MESSAGES[field] ?? 'grid.invalidNumber' };
      if (raw === '' && field === main) return { field, message: MISSING[field] ?? 'grid.enterReps' };
      const number = field === 'durationSec' ? parseTypedDuration(raw) : parseDecimal(raw);
      if (raw === '') {
        if (field !== 'reps') values[field] = null;
      } else if (number === null || number < 0) {
        return wrong;
      } else if (field === 'weight') {
        values.weight = number;
      } else if (field === 'reps') {
        if (!Number.isInteger(number)) return wrong;
        values.reps = number;
      } else if (field === 'durationSec') {
        if (number > MAX_DURATION_SEC || (field === main && number === 0)) return wrong;
        values.durationSec = number;
      } else {
        const metres = toMetres(number, distanceUnit);
        if (metres <= 0 || metres > MAX_DISTANCE_M) return wrong;
        values.distanceM = metres;
      }
    }
    const rpeText = entries.rpe ?? '';
    const rpe = parseDecimal(rpeText);
    if (rpeText.trim() !== '' && (rpe === null || rpe < 1 || rpe > 10)) {
      return { field: 'rpe', message: 'grid.invalidNumber' };
    }
    return { ...values, rpe };
  };

  /** Stops the timer and puts the time held in the row; answers the row's entries with it. */
  const stopTimer = () => {
    const held = timer.stop();
    if (held === null) return typed;
    const entries = { ...typed, durationSec: formatDuration(held) };
    setHasLoggedHere(false);
    setTyped(entries);
    return entries;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Logging while the timer runs logs the time held so far.
    const result = read(stopTimer());
    if ('field' in result) return setInvalid(result);
    setInvalid(null);
    setHasLoggedHere(true);
    onLog(result);
  };

  const input = (field: Field, index: number) => (
    <input
      key={field}
      id={index === 0 ? weightInputId : undefined}
      aria-label={
        field === 'distanceM'
          ? t('grid.distanceIn', { unit: t(`units.${distanceUnit}`) })
          : field === 'weight' && isPerHand
            ? t('grid.weightPerHand')
            : t(`grid.${field === 'durationSec' ? 'time' : field}`)
      }
      inputMode={field === 'reps' ? 'numeric' : 'decimal'}
      autoComplete="off"
      enterKeyHint={field === 'rpe' ? undefined : index === measures.length - 1 ? 'done' : 'next'}
      placeholder={
        field === 'durationSec' && field === mainOf(measures)
          ? '0:00'
          : field === 'rpe' || field === 'durationSec'
            ? '–'
            : undefined
      }
      className={NUMBER_INPUT}
      value={text(field)}
      aria-invalid={invalid?.field === field || undefined}
      onChange={typedInto(field)}
      onFocus={field === 'rpe' ? undefined : (event) => event.target.select()}
    />
  );
  const pace = measures.includes('distanceM') ? paceText(distanceM, durationSec, unit, t) : null;

  return (
    <>
      <form onSubmit={submit} className={cn(rowClass(measures, false), 'mt-1 px-1')} data-log-row noValidate>
        <span className="text-center font-semibold text-muted tabular-nums">{nextLabel}</span>
        <span className={cn(previousCellClass(measures), 'text-xs text-muted tabular-nums')}>{previous}</span>
        {measures.map(input)}
        {input('rpe', measures.length)}
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
            {t(invalid.message)}
          </p>
        ) : null}
      </form>
      {isRepsMode(measures) ? null : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 pt-1 text-sm text-muted tabular-nums">
          {measures.length > 2 ? (
            <span className="w-full text-xs md:hidden">{t('grid.previousIs', { previous })}</span>
          ) : null}
          {hasTimer ? (
            <TimerControl
              reading={timer.reading}
              targetSec={durationSec}
              onStart={() => timer.start(durationSec)}
              onStop={() => void stopTimer()}
            />
          ) : null}
          {measures.includes('distanceM') ? (
            <DistanceUnitSwitch units={distanceUnits} value={distanceUnit} onChange={onDistanceUnit} />
          ) : null}
          {pace ? <span className="font-medium text-text">{pace}</span> : null}
        </div>
      )}
      {below && measures.includes('weight') ? below(parseDecimal(text('weight'))) : null}
    </>
  );
}
