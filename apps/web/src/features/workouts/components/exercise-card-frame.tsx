import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkoutExercise } from '@lifeorbit/contracts';
import type { WeightUnit } from '@lifeorbit/domain';
import { cn } from '@/lib/cn';
import { formatNumber, toUnit } from '../lib/format';

/** The exercise's targets as one line ("3 sets · 8-12 reps · 60 kg"); empty when it has none. */
function useTargetsText(exercise: WorkoutExercise, unit: WeightUnit, lang: string): string {
  const { t } = useTranslation('workouts');
  return [
    exercise.targetSets ? t('workouts:exercise.targetSets', { count: exercise.targetSets }) : null,
    exercise.targetRepsMin && exercise.targetRepsMax
      ? t('workouts:exercise.targetRange', { min: exercise.targetRepsMin, max: exercise.targetRepsMax })
      : exercise.targetReps
        ? t('workouts:exercise.targetReps', { reps: exercise.targetReps })
        : null,
    exercise.targetWeightKg !== null
      ? `${formatNumber(toUnit(exercise.targetWeightKg, 'kg', unit), lang)} ${t(`workouts:units.${unit}`)}`
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The card's frame and heading: the exercise's name, its targets and notes, and (on a live card) its menu. */
export function CardFrame({
  exercise,
  unit,
  lang,
  embedded,
  isUpNext,
  menu,
  children,
}: {
  exercise: WorkoutExercise;
  unit: WeightUnit;
  lang: string;
  embedded: boolean;
  isUpNext: boolean;
  menu?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('workouts');
  const targets = useTargetsText(exercise, unit, lang);
  return (
    <section
      aria-label={exercise.name}
      className={cn(
        embedded ? 'rounded-[12px] bg-bg/40 p-2 md:p-3' : 'rounded-[12px] border border-border bg-surface p-3 md:p-4',
        isUpNext && 'ring-1 ring-accent/60',
      )}
    >
      <header className="flex items-start gap-2">
        <div className="min-w-0 flex-1 py-1">
          <h2 className="text-base font-semibold text-text">
            {exercise.name}
            {isUpNext ? (
              <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 align-middle text-xs font-medium text-accent">
                {t('workouts:exercise.upNext')}
              </span>
            ) : null}
          </h2>
          {targets ? <p className="mt-0.5 text-xs text-muted tabular-nums">{targets}</p> : null}
          {exercise.notes ? <p className="mt-1 text-xs text-muted">{exercise.notes}</p> : null}
        </div>
        {menu}
      </header>
      {children}
    </section>
  );
}
