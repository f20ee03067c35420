import { ChevronRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkoutHistoryItem } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { dateTimeFormat } from '@/lib/intl';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWorkoutHistory } from '@/features/workouts/api/get-workout-history';
import { formatElapsed, formatNumber, toUnit } from '@/features/workouts/lib/format';
import { useAppLanguage } from '@/lib/use-app-language';

const NAMES_SHOWN = 4;

function HistoryCard({ workout, unit, lang }: { workout: WorkoutHistoryItem; unit: 'kg' | 'lb'; lang: string }) {
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
          <span>
            {t('history.volume', {
              volume: formatNumber(toUnit(workout.volumeKg, 'kg', unit), lang, 1),
              unit: t(`units.${unit}`),
            })}
          </span>
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

/** /fitness/history: finished workouts, newest first, with duration, sets, volume and exercises. */
export function HistoryPage() {
  const { t } = useTranslation(['workouts', 'routes', 'common']);
  const lang = useAppLanguage();
  const history = useWorkoutHistory(lang);
  const { data: me } = useMe();
  const unit = me?.profile.weightUnit ?? 'kg';
  useDocumentTitle(t('routes:history.title'));
  const workouts = history.data?.pages.flatMap((page) => page.workouts) ?? [];

  return (
    <>
      <PageHeader title={t('routes:history.title')} description={t('routes:history.description')} />
      {history.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : history.isError ? (
        <div role="alert" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-4">
          <p className="text-sm">{t('workouts:history.loadFailed')}</p>
          <p className="mt-1 text-xs text-muted">{history.error.message}</p>
          <Button className="mt-3" variant="secondary" onClick={() => void history.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : workouts.length === 0 ? (
        <EmptyState
          icon={History}
          title={t('workouts:history.emptyTitle')}
          description={t('workouts:history.emptyText')}
          action={
            <Button asChild>
              <Link to="/app/workouts">{t('workouts:history.startWorkout')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {workouts.map((workout) => (
              <li key={workout.id}>
                <HistoryCard workout={workout} unit={unit} lang={lang} />
              </li>
            ))}
          </ul>
          {history.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-4 w-full"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {history.isFetchingNextPage ? t('common:loading') : t('workouts:history.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
