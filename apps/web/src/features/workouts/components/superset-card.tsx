import { Repeat } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkoutExercise } from '@lifeorbit/contracts';
import { supersetProgress } from '../lib/supersets';

/** One card per superset (DESIGN.md): "Superset A: Row + Curl", the round, and its exercises done round by round. */
export function SupersetCard({
  group,
  exercises,
  children,
}: {
  group: string;
  exercises: WorkoutExercise[];
  children: (nextExerciseId: string | null) => ReactNode;
}) {
  const { t } = useTranslation('workouts');
  const progress = supersetProgress(exercises);
  const title = t('superset.title', { group, names: exercises.map((x) => x.name).join(' + ') });
  return (
    <section aria-label={title} className="rounded-[12px] border border-border bg-surface p-1.5 md:p-3">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 px-2 pt-1 pb-2">
        <Repeat className="size-5 text-accent" strokeWidth={1.75} aria-hidden />
        <h2 className="min-w-0 flex-1 text-sm font-semibold">{title}</h2>
        <p className="text-xs text-muted tabular-nums" aria-live="polite">
          {progress.isDone
            ? t('superset.done')
            : progress.totalRounds === null
              ? t('superset.roundOpen', { round: progress.round })
              : t('superset.round', { round: progress.round, total: progress.totalRounds })}
        </p>
      </header>
      <div className="flex flex-col gap-2">{children(progress.nextExerciseId)}</div>
    </section>
  );
}
