import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';

/** The shape of a workout while it loads. */
export function WorkoutSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** A workout that could not be shown: gone (back to the list) or failed to load (try again). */
export function WorkoutProblem({
  error,
  onRetry,
  back,
}: {
  error: Error;
  onRetry: () => void;
  back: 'workouts' | 'history';
}) {
  const { t } = useTranslation(['workouts', 'common']);
  const isMissing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const backLink = (
    <Button asChild variant={isMissing ? 'primary' : 'secondary'}>
      <Link to={back === 'history' ? '/fitness/history' : '/app/workouts'}>
        {back === 'history' ? t('workouts:session.backToHistory') : t('workouts:session.backToWorkouts')}
      </Link>
    </Button>
  );
  return (
    <EmptyState
      icon={SearchX}
      title={isMissing ? t('workouts:session.notFoundTitle') : t('workouts:session.loadFailed')}
      description={isMissing ? t('workouts:session.notFoundText') : error.message}
      action={
        isMissing ? (
          backLink
        ) : (
          <div className="flex gap-2">
            <Button onClick={onRetry}>{t('common:retry')}</Button>
            {backLink}
          </div>
        )
      }
    />
  );
}
