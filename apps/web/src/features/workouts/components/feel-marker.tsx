import { feelFromNotes, notesWithoutFeel } from '@lifeorbit/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONE: Record<string, string> = {
  '++': 'text-accent',
  '+': 'text-accent',
  '=': 'text-text',
  '-': 'text-warning',
  '--': 'text-destructive',
};

/**
 * The line under a set: the member's feel marker (spec §4: ++ + = - --, stored as a "Feel: X" note), once and in the
 * member's language, then the rest of the note. The RPE has its own column, so a feel read from the RPE is not
 * repeated here.
 */
export function SetNote({ notes }: { notes: string | null }) {
  const { t } = useTranslation('workouts');
  const feel = feelFromNotes(notes);
  const words = notesWithoutFeel(notes);
  if (!feel && !words) return null;
  return (
    <p className="flex gap-2 px-11 pt-0.5 text-xs text-muted">
      {feel ? (
        <span
          role="img"
          aria-label={t('grid.feel', { feel })}
          className={cn('shrink-0 font-semibold tabular-nums', TONE[feel])}
        >
          {t('grid.feel', { feel })}
        </span>
      ) : null}
      {words ? (
        <span className="truncate" title={words}>
          {words}
        </span>
      ) : null}
    </p>
  );
}
