import type { ExerciseSummary } from '@lifeorbit/contracts';
import { useTranslation } from 'react-i18next';

/** One exercise of the list: its name, then muscle and equipment; a chip marks the member's own. */
export function ExerciseRow({ exercise, onOpen }: { exercise: ExerciseSummary; onOpen: (id: string) => void }) {
  const { t } = useTranslation('catalogue');
  const meta = [exercise.primaryMuscle?.name, exercise.equipment?.name].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      onClick={() => onOpen(exercise.id)}
      className="flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left transition-colors duration-150 hover:bg-raised focus-visible:bg-raised"
    >
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-text">{exercise.name}</span>
        {meta ? <span className="block truncate text-sm text-muted">{meta}</span> : null}
      </span>
      {exercise.isCustom ? (
        <span className="shrink-0 rounded-full border border-accent/40 px-2 py-0.5 text-xs text-accent">
          {t('custom')}
        </span>
      ) : null}
    </button>
  );
}
