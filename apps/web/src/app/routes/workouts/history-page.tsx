import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWorkoutHistory } from '@/features/workouts/api/get-workout-history';
import { HistoryCard } from '@/features/workouts/components/history-card';
import { useAppLanguage } from '@/lib/use-app-language';

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
