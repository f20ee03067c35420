import type { AdminExerciseDetail, ExerciseOptionsResponse } from '@lifeorbit/contracts/admin-catalogue';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date-time';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateAdminExercise } from '@/features/catalogue/admin/api/create-exercise';
import { useDeleteAdminExercise } from '@/features/catalogue/admin/api/delete-exercise';
import { useAdminExercise } from '@/features/catalogue/admin/api/get-exercise';
import { useExerciseHistory } from '@/features/catalogue/admin/api/get-exercise-history';
import { useExerciseOptions } from '@/features/catalogue/admin/api/get-exercise-options';
import { useUpdateAdminExercise } from '@/features/catalogue/admin/api/update-exercise';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { ExerciseForm } from '@/features/catalogue/admin/components/exercise-form';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { fieldErrorsOf } from '@/lib/field-errors';
import { CATALOGUE_DETAIL_WORDS, errorMessage } from '@/features/catalogue/admin/lib/errors';
import {
  bodyFromDraft,
  draftFromDetail,
  emptyDraft,
  type DraftErrors,
  type ExerciseDraft,
} from '@/features/catalogue/admin/lib/exercise-draft';
import { useAppLanguage } from '@/lib/use-app-language';

function useDraftErrors() {
  const { t } = useTranslation('adminCatalogue');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fromDraft = (draftErrors: DraftErrors) =>
    setErrors(
      Object.fromEntries(
        Object.entries(draftErrors).map(([field, kind]) => [
          field,
          t(kind === 'required' && field === 'translations.en.name' ? 'errors.englishNameRequired' : `errors.${kind}`),
        ]),
      ),
    );
  return { errors, setErrors, fromDraft };
}

function History({ id }: { id: string }) {
  const { t, i18n } = useTranslation('adminCatalogue');
  const history = useExerciseHistory(id);
  return (
    <section className="mt-6">
      <h2 className="mb-2 text-lg font-semibold">{t('exerciseForm.history')}</h2>
      {history.isError ? <LoadError error={history.error} onRetry={() => void history.refetch()} /> : null}
      <DataTable
        caption={t('exerciseForm.history')}
        columns={[t('exerciseForm.when'), t('exerciseForm.who'), t('exerciseForm.what'), t('exerciseForm.changed')]}
        isLoading={history.isPending}
        isEmpty={history.data?.items.length === 0}
        emptyText={t('exerciseForm.noHistory')}
      >
        {history.data?.items.map((entry) => {
          const changed = entry.details.changed;
          return (
            <tr key={entry.id}>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {formatDateTime(entry.createdAt, i18n.language)}
              </td>
              <td className="px-3 py-2">{entry.actorEmail ?? '—'}</td>
              <td className="px-3 py-2">
                {t(`historyActions.${entry.actionType}`, { defaultValue: entry.actionType })}
              </td>
              <td className="px-3 py-2 font-mono text-xs text-muted">
                {Array.isArray(changed)
                  ? changed.join(', ')
                  : typeof entry.details.language === 'string'
                    ? t(`languages.${entry.details.language}`)
                    : typeof entry.details.alias === 'string'
                      ? entry.details.alias
                      : '—'}
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}

function bodyPartOf(options: ExerciseOptionsResponse, muscleId: string | null) {
  return options.muscles.find((m) => m.id === muscleId)?.bodyPartId ?? null;
}

function EditForm({ exercise, options }: { exercise: AdminExerciseDetail | null; options: ExerciseOptionsResponse }) {
  const { t } = useTranslation('adminCatalogue');
  const navigate = useNavigate();
  const [newId] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState<ExerciseDraft>(() =>
    exercise ? draftFromDetail(exercise, bodyPartOf(options, exercise.primaryMuscleId)) : emptyDraft(),
  );
  const { errors, setErrors, fromDraft } = useDraftErrors();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateAdminExercise();
  const update = useUpdateAdminExercise();
  const remove = useDeleteAdminExercise();
  const isPending = create.isPending || update.isPending;

  const submit = () => {
    const { body, errors: draftErrors } = bodyFromDraft(draft, options.attributeSchemas);
    if (!body) {
      fromDraft(draftErrors);
      toast.error(t('errors.invalid'));
      return;
    }
    setErrors({});
    const onError = (error: Error) => {
      setErrors(fieldErrorsOf(error, t, CATALOGUE_DETAIL_WORDS));
      toast.error(errorMessage(error, t));
    };
    if (exercise) {
      update.mutate(
        { id: exercise.id, body },
        {
          onSuccess: (saved) => {
            setDraft(draftFromDetail(saved, bodyPartOf(options, saved.primaryMuscleId)));
            toast.success(t('exerciseForm.saved'));
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { id: newId, ...body },
        {
          onSuccess: (created) => {
            toast.success(t('exerciseForm.created'));
            navigate(`/admin/exercises/${created.id}/edit`, { replace: true });
          },
          onError,
        },
      );
    }
  };

  return (
    <>
      <ExerciseForm
        draft={draft}
        onChange={setDraft}
        options={options}
        errors={errors}
        onSubmit={submit}
        footer={
          <>
            <Button type="submit" disabled={isPending}>
              {isPending ? t('common.saving') : exercise ? t('common.save') : t('exerciseForm.create')}
            </Button>
            <Button asChild variant="secondary">
              <Link to="/admin/exercises">{t('common.cancel')}</Link>
            </Button>
            {exercise ? (
              <Button variant="destructive" className="ml-auto" onClick={() => setConfirmDelete(true)}>
                {t('common.delete')}
              </Button>
            ) : null}
          </>
        }
      />
      {exercise ? <History id={exercise.id} /> : null}
      {exercise ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('common.confirmDelete', { name: exercise.name })}
          description={t('exerciseForm.deleteDescription')}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(exercise.id, {
              onSuccess: () => {
                toast.success(t('exerciseForm.deleted'));
                navigate('/admin/exercises', { replace: true });
              },
              onError: (error) => {
                setConfirmDelete(false);
                toast.error(errorMessage(error, t));
              },
            })
          }
        />
      ) : null}
    </>
  );
}

function BackLink() {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Button asChild variant="secondary">
      <Link to="/admin/exercises">
        <ArrowLeft aria-hidden strokeWidth={1.75} />
        {t('exerciseForm.backToList')}
      </Link>
    </Button>
  );
}

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
        actions={<BackLink />}
      />
      {options.isPending ? <Skeleton className="h-[32rem] w-full" /> : null}
      {options.isError ? <LoadError error={options.error} onRetry={() => void options.refetch()} /> : null}
      {options.data ? <EditForm exercise={null} options={options.data} /> : null}
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
        actions={<BackLink />}
      />
      {options.isPending || exercise.isPending ? <Skeleton className="h-[32rem] w-full" /> : null}
      {exercise.isError ? <LoadError error={exercise.error} /> : null}
      {options.isError ? <LoadError error={options.error} onRetry={() => void options.refetch()} /> : null}
      {options.data && exercise.data ? (
        <EditForm key={exercise.data.id} exercise={exercise.data} options={options.data} />
      ) : null}
    </>
  );
}
