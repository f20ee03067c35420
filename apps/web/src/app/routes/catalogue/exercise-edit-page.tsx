import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useExercise } from '@/features/catalogue/api/get-exercise';
import { OwnExerciseForm } from '@/features/catalogue/components/own-exercise-form';
import { ReadOnlyExercise } from '@/features/catalogue/components/read-only-exercise';

/** Spec §2 /fitness/exercises/{id}/edit: the member edits their own exercise; catalogue ones are read-only. */
export function ExerciseEditPage() {
  const { t, i18n } = useTranslation(['catalogue', 'routes', 'common']);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const exercise = useExercise(id, i18n.language);
  const notFound =
    exercise.error instanceof ApiError && (exercise.error.status === 404 || exercise.error.status === 400);
  const isNew = params.get('new') === '1' && notFound;
  const title = isNew ? t('edit.newTitle') : (exercise.data?.name ?? t('routes:exerciseEdit.title'));
  useDocumentTitle(title);

  return (
    <div className="flex flex-col gap-2">
      <BackLink to="/fitness/exercises" variant="ghost" className="-ml-2 self-start">
        {t('edit.backToList')}
      </BackLink>
      <PageHeader
        title={title}
        description={
          isNew
            ? t('edit.newDescription')
            : exercise.data && !exercise.data.isCustom
              ? undefined
              : t('routes:exerciseEdit.description')
        }
      />
      {exercise.isPending ? (
        <div aria-hidden className="flex flex-col gap-3">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : isNew ? (
        <OwnExerciseForm exerciseId={id} exercise={null} />
      ) : exercise.data?.isCustom ? (
        <OwnExerciseForm key={`${exercise.data.id}-${i18n.language}`} exerciseId={id} exercise={exercise.data} />
      ) : exercise.data ? (
        <ReadOnlyExercise
          exercise={exercise.data}
          onCreateOwn={() => navigate(`/fitness/exercises/${crypto.randomUUID()}/edit?new=1`)}
        />
      ) : (
        <div role="alert" className="rounded-[12px] border border-border bg-surface p-4 text-sm">
          {notFound ? t('edit.notFound') : t('common:errors.generic')}
        </div>
      )}
    </div>
  );
}
