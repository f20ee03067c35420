import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WorkoutDetail } from '@lifeorbit/contracts';
import { SyncIndicator } from '@/components/sync-indicator';
import { Button } from '@/components/ui/button';
import { dateTimeFormat } from '@/lib/intl';
import { ElapsedTime } from './elapsed-time';
import { MenuItem, OptionsMenu } from './options-menu';

/**
 * The workout page's sticky header: the title, the elapsed time (or when it finished) and whether every set is saved;
 * while it runs, End workout and a menu to rename or discard it.
 */
export function WorkoutHeader({
  workout,
  onEnd,
  onRename,
  onDiscard,
}: {
  workout: WorkoutDetail;
  onEnd: () => void;
  onRename: () => void;
  onDiscard: () => void;
}) {
  const { t, i18n } = useTranslation('workouts');
  const isFinished = workout.endedAt !== null;
  const hasLoggedSet = workout.exercises.some((exercise) => exercise.sets.some((set) => set.isCompleted));
  const dateText = workout.endedAt
    ? dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(workout.endedAt))
    : '';
  return (
    <div className="sticky top-16 z-10 -mx-4 mb-4 border-b border-border bg-bg/95 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-semibold tracking-tight md:text-2xl">{workout.title}</h1>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
            <ElapsedTime
              startedAt={workout.startedAt}
              endedAt={workout.endedAt}
              label={isFinished ? t('workouts:session.duration') : t('workouts:session.elapsed')}
              className="font-medium text-text"
            />
            {isFinished ? <span>· {t('workouts:session.finishedOn', { date: dateText })}</span> : <SyncIndicator />}
          </p>
        </div>
        {!isFinished ? (
          // Quiet until a set is logged: an empty workout's first job is adding an exercise, not ending.
          <Button variant={hasLoggedSet ? 'primary' : 'secondary'} onClick={onEnd}>
            {t('workouts:session.endWorkout')}
          </Button>
        ) : null}
        {/* A finished workout can still be renamed ("Quick workout" is rarely the name it deserves). */}
        <OptionsMenu label={t('workouts:session.more')}>
          <MenuItem icon={<Pencil className="size-5 text-muted" aria-hidden />} onSelect={onRename}>
            {t('workouts:session.rename')}
          </MenuItem>
          {!isFinished ? (
            <MenuItem icon={<Trash2 className="size-5" aria-hidden />} onSelect={onDiscard} destructive>
              {t('workouts:session.discard')}
            </MenuItem>
          ) : null}
        </OptionsMenu>
      </div>
    </div>
  );
}
