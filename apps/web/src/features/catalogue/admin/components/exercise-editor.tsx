import type { TFunction } from 'i18next';
import type { AdminExerciseDetail, ExerciseOptionsResponse } from '@lifeorbit/contracts/admin-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmedDeleteButton } from '@/components/ui/confirmed-delete-button';
import { useCreateAdminExercise } from '../api/create-exercise';
import { useDeleteAdminExercise } from '../api/delete-exercise';
import { useUpdateAdminExercise } from '../api/update-exercise';
import { deleteQuestion, leaveAfterDelete } from '../lib/delete-question';
import {
  bodyFromDraft,
  draftFromDetail,
  emptyDraft,
  type DraftErrors,
  type ExerciseDraft,
} from '../lib/exercise-draft';
import { useFormErrors } from '../lib/use-form-errors';
import { ExerciseForm } from './exercise-form';
import { ExerciseHistory } from './exercise-history';

/** The draft's own errors (a kind each) in the admin's words. */
function draftErrorTexts(draftErrors: DraftErrors, t: TFunction): Record<string, string> {
  return Object.fromEntries(
    Object.entries(draftErrors).map(([field, kind]) => [
      field,
      t(kind === 'required' && field === 'translations.en.name' ? 'errors.englishNameRequired' : `errors.${kind}`),
    ]),
  );
}

function bodyPartOf(options: ExerciseOptionsResponse, muscleId: string | null) {
  return options.muscles.find((m) => m.id === muscleId)?.bodyPartId ?? null;
}

/** An exercise's form with its save, cancel and delete, its history under it; `exercise` null adds one. */
export function ExerciseEditor({
  exercise,
  options,
}: {
  exercise: AdminExerciseDetail | null;
  options: ExerciseOptionsResponse;
}) {
  const { t } = useTranslation('adminCatalogue');
  const navigate = useNavigate();
  const [newId] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState<ExerciseDraft>(() =>
    exercise ? draftFromDetail(exercise, bodyPartOf(options, exercise.primaryMuscleId)) : emptyDraft(),
  );
  const { errors, setErrors, failed } = useFormErrors();
  const create = useCreateAdminExercise();
  const update = useUpdateAdminExercise();
  const remove = useDeleteAdminExercise();
  const isPending = create.isPending || update.isPending;

  const submit = () => {
    const { body, errors: draftErrors } = bodyFromDraft(draft, options.attributeSchemas);
    if (!body) {
      setErrors(draftErrorTexts(draftErrors, t));
      toast.error(t('errors.invalid'));
      return;
    }
    setErrors({});
    const onError = failed;
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
              <ConfirmedDeleteButton
                label={t('common.delete')}
                className="ml-auto"
                question={deleteQuestion(t, exercise.name, t('exerciseForm.deleteDescription'))}
                isPending={remove.isPending}
                onDelete={(close) =>
                  remove.mutate(
                    exercise.id,
                    leaveAfterDelete({
                      t,
                      close,
                      deleted: t('exerciseForm.deleted'),
                      leave: () => navigate('/admin/exercises', { replace: true }),
                    }),
                  )
                }
              />
            ) : null}
          </>
        }
      />
      {exercise ? <ExerciseHistory id={exercise.id} /> : null}
    </>
  );
}
