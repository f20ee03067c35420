import type { WorkoutHistoryItem } from '@lifeorbit/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeFormat } from '@/lib/intl';
import { formatDuration } from '@lifeorbit/domain';
import { distanceText, hasOnlyEfforts } from '../lib/efforts';
import { formatElapsed, formatNumber, toUnit } from '../lib/format';

const NAMES_SHOWN = 4;

/**
 * One finished workout: its title, day, duration, sets, volume, distance and timed time (when it has some) and first
 * exercises; it opens the workout.
 */
export function HistoryCard({ workout, unit, lang }: { workout: WorkoutHistoryItem; unit: 'kg' | 'lb'; lang: string }) {
  const { t, i18n } = useTranslation('workouts');
  const date = dateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(workout.endedAt),
  );
  const names = workout.exerciseNames.slice(0, NAMES_SHOWN).join(', ');
  const more = workout.exerciseNames.length - NAMES_SHOWN;
  return (
    <Link
      to={`/fitness/history/${workout.id}`}
      className="flex items-center gap-3 rounded-[12px] border border-border bg-surface p-4 transition-colors duration-150 ease-out hover:bg-raised"
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline justify-between gap-2">
          <span className="truncate font-semibold">{workout.title}</span>
          <span className="shrink-0 text-xs text-muted">{date}</span>
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted tabular-nums">
          <span>{formatElapsed(workout.durationSec)}</span>
          <span>{t('history.sets', { count: workout.setCount })}</span>
          {hasOnlyEfforts(workout) ? null : (
            <span>
              {t('history.volume', {
                volume: formatNumber(toUnit(workout.volumeKg, 'kg', unit), lang, 1),
                unit: t(`units.${unit}`),
              })}
            </span>
          )}
          {workout.distanceM > 0 ? <span>{distanceText(workout.distanceM, unit, lang, t)}</span> : null}
          {workout.timedSec > 0 ? <span>{t('history.timed', { time: formatDuration(workout.timedSec) })}</span> : null}
        </p>
        {names ? (
          <p className="mt-1 truncate text-sm">
            {names}
            {more > 0 ? <span className="text-muted"> {t('history.moreExercises', { count: more })}</span> : null}
          </p>
        ) : null}
      </div>
      <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden />
    </Link>
  );
}
