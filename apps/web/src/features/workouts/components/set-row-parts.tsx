import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkoutSet } from '@lifeorbit/contracts';
import { cn } from '@/lib/cn';
import { formatNumber } from '../lib/format';
import { SetNote } from './feel-marker';
import { PrTrophy } from './pr-banner';

/**
 * The parts every logged set's row shares, whatever its exercise logs (weight and reps, or time and distance: issue
 * 39). The button is the row's hit area and carries its name; the cells are drawn over it (WCAG 2.5.3 label in name).
 */

/** The set's number, coloured by its kind. */
export function SetIndexCell({ set, label }: { set: WorkoutSet; label: string }) {
  return (
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
  );
}

/** RPE and the set's records: not in the row's name, so assistive technology reads them here. */
export function SetRpeCell({ set, lang }: { set: WorkoutSet; lang: string }) {
  const { t } = useTranslation('workouts');
  return (
    <span className="flex items-center justify-center gap-1 tabular-nums">
      {set.rpe === null ? null : (
        <>
          <span className="sr-only">{t('grid.rpe')} </span>
          {formatNumber(set.rpe, lang, 1)}
        </>
      )}
      {set.personalRecords?.length ? <PrTrophy kinds={set.personalRecords} /> : null}
    </span>
  );
}

/** The done mark: a check drawn by CSS (one element, not an icon's three; issue 15). */
export function SetDoneMark({ done }: { done: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        'mx-auto inline-flex size-8 items-center justify-center rounded-[8px]',
        // A check mark drawn by the border of the box's ::after.
        "after:mb-0.5 after:h-2.5 after:w-1.5 after:rotate-45 after:border-r-[2.25px] after:border-b-[2.25px] after:border-current after:content-['']",
        done ? 'bg-accent text-accent-text' : 'border border-border text-muted',
      )}
    />
  );
}

/**
 * The row as a list item: the button that edits the set (its name says the set: "Set 1: 95 kg × 10"), the cells over
 * it, and what goes under them outside the hit area (a pace, the set's note).
 */
export function SetRowItem({
  set,
  label,
  summary,
  onEdit,
  cells,
  below = null,
}: {
  set: WorkoutSet;
  label: string;
  summary: string;
  /** Null when the grid is read-only. */
  onEdit: ((set: WorkoutSet, label: string) => void) | null;
  cells: ReactNode;
  below?: ReactNode;
}) {
  const { t } = useTranslation('workouts');
  const readOnly = onEdit === null;
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
  if (!set.notes && !below) {
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
      {below}
      <SetNote notes={set.notes} />
    </li>
  );
}
