import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A ring that fills over a week of check-ins (and starts again), with the streak in days in the middle. */
export function StreakRing({
  days,
  color = 'var(--accent)',
  size = 'md',
}: {
  days: number;
  color?: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('lifeAreas');
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  const progress = days === 0 ? 0 : days % 7 === 0 ? 1 : (days % 7) / 7;
  return (
    <div
      role="img"
      aria-label={t('streak.label', { count: days })}
      className={cn('relative shrink-0', size === 'sm' ? 'size-11' : 'size-16')}
    >
      <svg viewBox="0 0 64 64" className="size-full -rotate-90" aria-hidden>
        <circle cx="32" cy="32" r={radius} fill="none" stroke="var(--raised)" strokeWidth="6" />
        <circle
          cx="32"
          cy="32"
          r={radius}
          fill="none"
          stroke={color}
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - progress)}
          className="transition-[stroke-dashoffset] duration-200 ease-out"
        />
      </svg>
      <span
        aria-hidden
        className={cn(
          'absolute inset-0 flex items-center justify-center font-semibold text-text tabular-nums',
          size === 'sm' ? 'text-sm' : 'text-lg',
        )}
      >
        {days}
      </span>
    </div>
  );
}
