import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkoutSet } from '@lifeorbit/contracts';
import type { SetMeasure, WeightUnit } from '@lifeorbit/domain';
import { cn } from '@/lib/cn';
import { effortText, isRepsMode, measureText, paceText } from '../lib/efforts';
import { previousCellClass, rowClass } from './set-grid-layout';
import { SetDoneMark, SetIndexCell, SetRowItem, SetRpeCell } from './set-row-parts';

/**
 * One logged set (memoized: a set logged, edited or deleted draws its own row, not the others). The button is the
 * row's hit area and carries its name ("Set 1: 95 kg × 10", "Set 1: 2 km · 7:45 · 3:53 /km"); the cells are drawn over
 * it, outside it, so the name never has to repeat the cells' text (WCAG 2.5.3 label in name). Cells the name already
 * says are hidden from assistive technology; RPE, feel and records are not. Few elements a row (issue 15): the done
 * mark is drawn by CSS, not an icon. A distance with a time shows its pace on a line below.
 */
export const EffortSetRow = memo(function EffortSetRow({
  set,
  label,
  previous,
  measures,
  unit,
  lang,
  isPerHand,
  onEdit,
}: {
  set: WorkoutSet;
  label: string;
  /** The previous workout's set, as text; null in a read-only grid (no column). */
  previous: string | null;
  measures: readonly SetMeasure[];
  unit: WeightUnit;
  lang: string;
  /** The weight is each hand's: "2 × 32 kg". */
  isPerHand: boolean;
  /** Null when the grid is read-only. */
  onEdit: ((set: WorkoutSet, label: string) => void) | null;
}) {
  const { t } = useTranslation('workouts');
  const readOnly = onEdit === null;
  const summary = isRepsMode(measures)
    ? `${measureText(set, 'weight', unit, lang, t)} ${t(`units.${unit}`)} × ${set.reps ?? '–'}`
    : effortText(set, measures, unit, lang, t, { isPerHand });
  const pace = measures.includes('distanceM') ? paceText(set.distanceM, set.durationSec, unit, t) : null;
  const cells = (
    <div className={cn(rowClass(measures, readOnly), 'pointer-events-none relative min-h-11 px-1 text-left')}>
      <SetIndexCell set={set} label={label} />
      {previous === null ? null : (
        <span aria-hidden className={cn(previousCellClass(measures), 'text-xs text-muted tabular-nums')}>
          {previous}
        </span>
      )}
      {measures.map((measure) => (
        <span key={measure} aria-hidden className="truncate text-center tabular-nums">
          {measureText(set, measure, unit, lang, t)}
        </span>
      ))}
      <SetRpeCell set={set} lang={lang} />
      <SetDoneMark done={set.isCompleted} />
    </div>
  );
  const below = pace ? (
    <p aria-hidden className="px-11 pt-0.5 text-xs text-muted tabular-nums">
      {pace}
    </p>
  ) : null;
  return <SetRowItem set={set} label={label} summary={summary} onEdit={onEdit} cells={cells} below={below} />;
});
