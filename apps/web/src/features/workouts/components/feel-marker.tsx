import { readFeel } from '@lifeorbit/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONE: Record<string, string> = {
  '++': 'text-accent',
  '+': 'text-accent',
  '=': 'text-text',
  '-': 'text-warning',
  '--': 'text-destructive',
};

/** Spec §4: ++ + = - -- after a set, from a "Feel: X" note or else from the RPE. */
export function FeelMarker({ notes, rpe }: { notes: string | null; rpe: number | null }) {
  const { t } = useTranslation('workouts');
  const feel = readFeel({ notes, rpe });
  if (!feel) return null;
  return (
    <span
      role="img"
      title={t('grid.feel', { feel })}
      aria-label={t('grid.feel', { feel })}
      className={cn('font-mono text-xs font-semibold tabular-nums', TONE[feel])}
    >
      {feel}
    </span>
  );
}
