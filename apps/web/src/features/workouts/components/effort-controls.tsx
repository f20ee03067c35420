import { formatDuration, type DistanceUnit } from '@lifeorbit/domain';
import { Square, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { EffortTimerReading } from '../lib/effort-timer';

const CONTROL =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-[8px] px-3 text-sm font-medium tabular-nums transition-colors duration-150 ease-out';

/**
 * The hold's timer on the log row (issue 39): Start counts down to the time in the row (or runs as a stopwatch when it
 * is empty); the end of the countdown is said on screen (and by the vibration and beep of the timer hook); Stop puts
 * the time held in the row.
 */
export function TimerControl({
  reading,
  targetSec,
  onStart,
  onStop,
}: {
  reading: EffortTimerReading | null;
  targetSec: number | null;
  onStart: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation('workouts');
  if (!reading) {
    const label = targetSec ? t('timer.countdown', { time: formatDuration(targetSec) }) : t('timer.stopwatch');
    return (
      <button type="button" onClick={onStart} className={cn(CONTROL, 'bg-raised text-text hover:bg-border/60')}>
        <Timer className="size-5 text-accent" strokeWidth={1.75} aria-hidden />
        {label}
      </button>
    );
  }
  const isCountdown = reading.remainingSec !== null && !reading.isOver;
  const shown = formatDuration(isCountdown ? reading.remainingSec! : reading.elapsedSec);
  return (
    <span className="inline-flex items-center gap-2">
      <span
        role="timer"
        aria-label={isCountdown ? t('timer.left', { time: shown }) : t('timer.held', { time: shown })}
        className={cn('text-xl font-semibold tabular-nums', reading.isOver ? 'text-accent' : 'text-text')}
      >
        {shown}
      </span>
      <span role="status" className="text-sm font-semibold text-accent">
        {reading.isOver ? t('timer.over') : ''}
      </span>
      <button
        type="button"
        onClick={onStop}
        className={cn(CONTROL, 'border border-accent text-accent hover:bg-accent/15')}
      >
        <Square className="size-4" strokeWidth={2} aria-hidden />
        {t('timer.stop')}
      </button>
    </span>
  );
}

/** The two distance units of the member's pair (km and m, or mi and yd), as a small switch beside the pace. */
export function DistanceUnitSwitch({
  units,
  value,
  onChange,
}: {
  units: readonly DistanceUnit[];
  value: DistanceUnit;
  onChange: (unit: DistanceUnit) => void;
}) {
  const { t } = useTranslation('workouts');
  return (
    <span role="group" aria-label={t('grid.distanceUnit')} className="inline-flex rounded-[8px] bg-raised">
      {units.map((unit) => (
        <button
          key={unit}
          type="button"
          aria-pressed={unit === value}
          onClick={() => onChange(unit)}
          className={cn(
            'min-h-11 min-w-11 rounded-[8px] px-2 text-sm font-medium',
            unit === value ? 'bg-accent text-accent-text' : 'text-muted hover:text-text',
          )}
        >
          {t(`units.${unit}`)}
        </button>
      ))}
    </span>
  );
}
