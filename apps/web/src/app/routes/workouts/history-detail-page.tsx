import { ArrowLeft, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWorkout } from '@/features/workouts/api/get-workout';
import { WorkoutView } from '@/features/workouts/components/workout-view';
import { WorkoutProblem, WorkoutSkeleton } from '@/features/workouts/components/workout-status';
import { useAppLanguage } from '@/lib/use-app-language';

/** /fitness/history/:id: one workout, every set in set_index order, read-only. */
export function HistoryDetailPage() {
  const { t } = useTranslation(['workouts', 'routes']);
  const { id = '' } = useParams();
  const lang = useAppLanguage();
  const workout = useWorkout(id, lang);
  const { data: me } = useMe();
  useDocumentTitle(workout.data?.title ?? t('routes:historyDetail.title'));

  return (
    <>
      <Button asChild variant="ghost" className="-ml-3 mb-2">
        <Link to="/fitness/history">
          <ArrowLeft aria-hidden />
          {t('workouts:session.backToHistory')}
        </Link>
      </Button>
      {workout.isPending ? (
        <WorkoutSkeleton />
      ) : workout.isError ? (
        <WorkoutProblem error={workout.error} onRetry={() => void workout.refetch()} back="history" />
      ) : workout.data.endedAt === null ? (
        <div className="flex flex-col items-start gap-3">
          <h1 className="text-2xl font-semibold">{workout.data.title}</h1>
          <Button asChild>
            <Link to={`/app/workouts/${workout.data.id}`}>
              <PlayCircle aria-hidden />
              {t('workouts:session.continue')}
            </Link>
          </Button>
        </div>
      ) : (
        <WorkoutView workout={workout.data} unit={me?.profile.weightUnit ?? 'kg'} readOnly />
      )}
    </>
  );
}
