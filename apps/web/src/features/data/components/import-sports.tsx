import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportActivitySport, ImportExerciseName } from '@lifeorbit/contracts/data';
import { importDistanceText } from '../lib/import-format';
import { NameSelect } from './name-select';

/**
 * A device import's dry run per sport (issue 42): how many activities, how far in the member's units, how many are
 * already here, and the exercise the sport's activities become (the mappings' choice, keyed by the sport's name).
 */
export function ImportSports({
  sports,
  exercises,
  unit,
  disabled,
  onChoose,
}: {
  sports: readonly ImportActivitySport[];
  exercises: readonly ImportExerciseName[];
  unit: 'kg' | 'lb';
  disabled: boolean;
  onChoose: (name: string, value: string) => void;
}) {
  const { t } = useTranslation('data');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-sports`} className="rounded-md border border-border p-4">
      <h3 id={`${id}-sports`} className="font-medium">
        {t('import.sportsTitle')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('import.sportsHint')}</p>
      <ul className="mt-3 flex flex-col divide-y divide-border">
        {sports.map((sport) => (
          <SportRow
            key={`${sport.sport}:${sport.name ?? ''}`}
            sport={sport}
            exercise={exercises.find((e) => e.name === sport.name)}
            unit={unit}
            disabled={disabled}
            onChoose={onChoose}
          />
        ))}
      </ul>
    </section>
  );
}

function SportRow({
  sport,
  exercise,
  unit,
  disabled,
  onChoose,
}: {
  sport: ImportActivitySport;
  exercise: ImportExerciseName | undefined;
  unit: 'kg' | 'lb';
  disabled: boolean;
  onChoose: (name: string, value: string) => void;
}) {
  const { t, i18n } = useTranslation('data');
  const id = useId();
  const sportName = t(`import.sportNames.${sport.sport}`);
  const facts = [
    t('import.activities', { count: sport.activities }),
    sport.distanceM > 0 ? importDistanceText(sport.distanceM, unit, i18n.language, t) : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="text-sm">
        <p>
          <span className="font-medium">{sportName}</span>{' '}
          <span className="text-muted tabular-nums">{facts.join(' · ')}</span>
        </p>
        {sport.alreadyHere > 0 ? (
          <p className="text-muted">{t('import.sportAlreadyHere', { count: sport.alreadyHere })}</p>
        ) : null}
        {exercise ? null : <p className="text-muted">{t('import.sportOwnExercises')}</p>}
      </div>
      {exercise ? (
        <div className="flex flex-col gap-1 sm:items-end">
          <label htmlFor={id} className="text-xs text-muted">
            {t('import.sportExercise', { sport: sportName })}
          </label>
          <NameSelect id={id} name={exercise} onChoose={onChoose} disabled={disabled} />
        </div>
      ) : null}
    </li>
  );
}
