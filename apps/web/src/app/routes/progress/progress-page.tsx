import { TrendingUp } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMe } from '@/lib/session';
import { useRecords } from '@/features/progress/api/get-records';
import { useTrainedExercises } from '@/features/progress/api/get-trained-exercises';
import { BodyCard } from '@/features/progress/components/body-card';
import { ExerciseProgress } from '@/features/progress/components/exercise-progress';
import { RecordsTable } from '@/features/progress/components/records-table';
import { progressFormat } from '@/features/progress/lib/format';
import { LoadFailed } from '@/features/progress/components/load-failed';
import { StartWorkoutEmpty } from '@/features/progress/components/start-workout-empty';

/** /progress: per exercise strength and volume over time, the member's records, and body weight. */
export function ProgressPage() {
  const { t } = useTranslation(['progress', 'routes']);
  const lang = useAppLanguage();
  const unit = useMe().data?.profile.weightUnit ?? 'kg';
  const exercises = useTrainedExercises(lang);
  const records = useRecords(lang);
  const format = useMemo(() => progressFormat(lang, unit, true), [lang, unit]);
  useDocumentTitle(t('routes:progress.title'));

  return (
    <>
      <PageHeader title={t('routes:progress.title')} description={t('routes:progress.description')} />
      <div className="flex flex-col gap-6">
        {exercises.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('loading')}>
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-72 w-full" />
          </div>
        ) : exercises.isError ? (
          <LoadFailed onRetry={() => void exercises.refetch()} />
        ) : exercises.data.exercises.length === 0 ? (
          <StartWorkoutEmpty icon={TrendingUp} title={t('empty.title')} text={t('empty.text')} />
        ) : (
          <section aria-labelledby="progress-exercise-heading" className="flex flex-col gap-3">
            <h2 id="progress-exercise-heading" className="text-lg font-semibold">
              {t('exerciseHeading')}
            </h2>
            <ExerciseProgress exercises={exercises.data.exercises} lang={lang} unit={unit} />
          </section>
        )}
        {records.data && records.data.records.length > 0 ? (
          <Card>
            <CardTitle>{t('records.recent')}</CardTitle>
            <div className="mt-3">
              <RecordsTable records={records.data.records} format={format} caption={t('records.recent')} showExercise />
            </div>
          </Card>
        ) : null}
        <section aria-labelledby="progress-body-heading" className="flex flex-col gap-3">
          <h2 id="progress-body-heading" className="text-lg font-semibold">
            {t('body.heading')}
          </h2>
          <BodyCard lang={lang} unit={unit} />
        </section>
      </div>
    </>
  );
}
