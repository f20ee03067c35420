import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminExercise } from '@/features/catalogue/admin/api/get-exercise';
import { useExerciseOptions } from '@/features/catalogue/admin/api/get-exercise-options';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { ExerciseEditor } from '@/features/catalogue/admin/components/exercise-editor';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { useAppLanguage } from '@/lib/use-app-language';

/** /admin/exercises/add */
export function AdminExerciseAddPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const lang = useAppLanguage();
  const options = useExerciseOptions(lang);
  return (
    <>
      <AdminPageHeader
        title={t('routes:adminExercisesAdd.title')}
        description={t('routes:adminExercisesAdd.description')}
        actions={<BackLink to="/admin/exercises">{t('exerciseForm.backToList')}</BackLink>}
      />
      {options.isPending ? <Skeleton className="h-[32rem] w-full" /> : null}
      {options.isError ? <LoadError error={options.error} onRetry={() => void options.refetch()} /> : null}
      {options.data ? <ExerciseEditor exercise={null} options={options.data} /> : null}
    </>
  );
}

/** /admin/exercises/:id/edit */
export function AdminExerciseEditPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const { id = '' } = useParams();
  const lang = useAppLanguage();
  const options = useExerciseOptions(lang);
  const exercise = useAdminExercise(id);
  return (
    <>
      <AdminPageHeader
        title={exercise.data?.translations.en?.name ?? t('routes:adminExerciseEdit.title')}
        description={t('routes:adminExerciseEdit.description')}
        actions={<BackLink to="/admin/exercises">{t('exerciseForm.backToList')}</BackLink>}
      />
      {options.isPending || exercise.isPending ? <Skeleton className="h-[32rem] w-full" /> : null}
      {exercise.isError ? <LoadError error={exercise.error} /> : null}
      {options.isError ? <LoadError error={options.error} onRetry={() => void options.refetch()} /> : null}
      {options.data && exercise.data ? (
        <ExerciseEditor key={exercise.data.id} exercise={exercise.data} options={options.data} />
      ) : null}
    </>
  );
}
