import { EXERCISE_LOAD_TYPES, type ExerciseDetail, type ExerciseLoadType } from '@lifeorbit/contracts';
import { ArrowLeft, Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { focusOnMount } from '@/lib/focus-on-mount';
import { isAppLanguage, LANGUAGES, type AppLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateExercise } from '@/features/catalogue/api/create-exercise';
import { useDeleteExercise } from '@/features/catalogue/api/delete-exercise';
import { useCatalogueFilters } from '@/features/catalogue/api/get-catalogue-filters';
import { useExercise } from '@/features/catalogue/api/get-exercise';
import { useUpdateExercise } from '@/features/catalogue/api/update-exercise';
import { ExerciseDetailView } from '@/features/catalogue/components/exercise-detail';
import { apiErrorMessage } from '@/features/catalogue/lib/api-error-message';

type Names = Record<AppLanguage, string>;

interface FormValues {
  names: Names;
  description: string;
  loadType: ExerciseLoadType;
  equipmentId: string;
  primaryMuscleId: string;
  movementPatternId: string;
  isUnilateral: boolean;
}

function initialValues(exercise: ExerciseDetail | null, lang: AppLanguage): FormValues {
  return {
    names: {
      en: exercise?.names.en ?? '',
      es: exercise?.names.es ?? '',
      ro: exercise?.names.ro ?? '',
    },
    description: exercise?.descriptions[lang] ?? '',
    loadType: exercise?.loadType ?? 'dumbbell',
    equipmentId: exercise?.equipment?.id ?? '',
    primaryMuscleId: exercise?.primaryMuscle?.id ?? '',
    movementPatternId: exercise?.movementPattern?.id ?? '',
    isUnilateral: exercise?.isUnilateral ?? false,
  };
}

/** The member's own exercise: names (their language first), how it is loaded, and what it trains. */
function ExerciseForm({ exerciseId, exercise }: { exerciseId: string; exercise: ExerciseDetail | null }) {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const lang: AppLanguage = isAppLanguage(i18n.language) ? i18n.language : 'en';
  const id = useId();
  const navigate = useNavigate();
  const filters = useCatalogueFilters(lang);
  const createExercise = useCreateExercise();
  const updateExercise = useUpdateExercise();
  const deleteExercise = useDeleteExercise();
  const [values, setValues] = useState<FormValues>(() => initialValues(exercise, lang));
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isNew = exercise === null;
  const isPending = createExercise.isPending || updateExercise.isPending;
  const otherLanguages = LANGUAGES.filter((code) => code !== lang);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setName = (code: AppLanguage, value: string) => {
    setNameError(null);
    setValues((v) => ({ ...v, names: { ...v.names, [code]: value } }));
  };

  const fieldErrors = (error: unknown) => {
    if (error instanceof ApiError && error.details.some((d) => d.field.startsWith('names'))) {
      setNameError(t('edit.tooLong'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const names = Object.fromEntries(LANGUAGES.map((code) => [code, values.names[code].trim()])) as Names;
    if (!LANGUAGES.some((code) => names[code])) {
      setNameError(t('edit.nameRequired'));
      return;
    }
    const description = values.description.trim();
    const common = {
      loadType: values.loadType,
      equipmentId: values.equipmentId || null,
      primaryMuscleId: values.primaryMuscleId || null,
      movementPatternId: values.movementPatternId || null,
      isUnilateral: values.isUnilateral,
    };
    const onError = (error: Error) => {
      fieldErrors(error);
      toast.error(t('errors.saveFailed', { message: apiErrorMessage(error, t) }));
    };
    if (isNew) {
      const given = Object.fromEntries(LANGUAGES.filter((code) => names[code]).map((code) => [code, names[code]]));
      createExercise.mutate(
        {
          lang,
          body: {
            id: exerciseId,
            names: given,
            ...(description && names[lang] ? { descriptions: { [lang]: description } } : {}),
            ...common,
          },
        },
        {
          onSuccess: () => {
            toast.success(t('edit.created'));
            navigate(`/fitness/exercises?exercise=${exerciseId}`, { replace: true });
          },
          onError,
        },
      );
      return;
    }
    updateExercise.mutate(
      {
        id: exerciseId,
        lang,
        body: {
          names: Object.fromEntries(LANGUAGES.map((code) => [code, names[code] || null])),
          ...(names[lang] ? { descriptions: { [lang]: description || null } } : {}),
          ...common,
        },
      },
      { onSuccess: () => toast.success(t('edit.saved')), onError },
    );
  };

  const remove = () =>
    deleteExercise.mutate(exerciseId, {
      onSuccess: () => {
        toast.success(t('edit.deleted'));
        navigate('/fitness/exercises', { replace: true });
      },
      onError: (error) => {
        setConfirmDelete(false);
        toast.error(t('errors.deleteFailed', { message: apiErrorMessage(error, t) }));
      },
    });

  const select = (
    key: 'equipmentId' | 'primaryMuscleId' | 'movementPatternId',
    label: string,
    options: { id: string; name: string }[] | undefined,
  ) => (
    <Field id={`${id}-${key}`} label={label}>
      <NativeSelect id={`${id}-${key}`} value={values[key]} onChange={(event) => set(key, event.target.value)}>
        <option value="">{t('edit.none')}</option>
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field id={`${id}-name`} label={t('edit.name')} error={nameError}>
          <Input
            id={`${id}-name`}
            value={values.names[lang]}
            maxLength={200}
            ref={isNew ? focusOnMount : undefined}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(event) => setName(lang, event.target.value)}
          />
        </Field>
        <details
          className="rounded-[8px] border border-border px-3 py-2"
          open={!isNew && otherLanguages.some((c) => values.names[c])}
        >
          <summary className="min-h-9 cursor-pointer content-center text-sm font-medium text-text">
            {t('edit.otherNames')}
          </summary>
          <div className="mt-2 flex flex-col gap-3 pb-2">
            {otherLanguages.map((code) => (
              <Field
                key={code}
                id={`${id}-name-${code}`}
                label={t('edit.nameIn', { language: t(`languages.${code}`) })}
              >
                <Input
                  id={`${id}-name-${code}`}
                  lang={code}
                  maxLength={200}
                  value={values.names[code]}
                  onChange={(event) => setName(code, event.target.value)}
                />
              </Field>
            ))}
          </div>
        </details>
        <Field id={`${id}-description`} label={t('edit.description')}>
          <textarea
            id={`${id}-description`}
            rows={3}
            maxLength={4000}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base text-text focus-visible:border-accent md:text-sm"
          />
        </Field>
        <div className="grid gap-4 md:grid-cols-2">
          <Field id={`${id}-load`} label={t('edit.loadType')}>
            <NativeSelect
              id={`${id}-load`}
              value={values.loadType}
              onChange={(event) => set('loadType', event.target.value as ExerciseLoadType)}
            >
              {EXERCISE_LOAD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`loadTypes.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {select('equipmentId', t('edit.equipment'), filters.data?.equipment)}
          {select('primaryMuscleId', t('edit.primaryMuscle'), filters.data?.muscles)}
          {select('movementPatternId', t('edit.pattern'), filters.data?.patterns)}
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm text-text">
          <input
            type="checkbox"
            className="size-5 accent-[var(--accent)]"
            checked={values.isUnilateral}
            onChange={(event) => set('isUnilateral', event.target.checked)}
          />
          {t('edit.unilateral')}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={isPending}>
            {isPending ? t('common:saving') : isNew ? t('edit.create') : t('edit.save')}
          </Button>
          {!isNew ? (
            <Button variant="ghost" className="text-destructive" onClick={() => setConfirmDelete(true)}>
              {t('edit.delete')}
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('edit.deleteTitle', { name: exercise?.name ?? '' })}
        description={t('edit.deleteDescription')}
        confirmLabel={t('edit.delete')}
        cancelLabel={t('common:cancel')}
        closeLabel={t('common:close')}
        isPending={deleteExercise.isPending}
        onConfirm={remove}
      />
    </Card>
  );
}

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

  const back = (
    <Button asChild variant="ghost" className="-ml-2 self-start">
      <Link to="/fitness/exercises">
        <ArrowLeft aria-hidden strokeWidth={1.75} />
        {t('edit.backToList')}
      </Link>
    </Button>
  );

  return (
    <div className="flex flex-col gap-2">
      {back}
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
        <ExerciseForm exerciseId={id} exercise={null} />
      ) : exercise.data?.isCustom ? (
        <ExerciseForm key={`${exercise.data.id}-${i18n.language}`} exerciseId={id} exercise={exercise.data} />
      ) : exercise.data ? (
        <div className="flex flex-col gap-4">
          <Card className="flex gap-3">
            <Lock className="mt-0.5 size-5 shrink-0 text-muted" strokeWidth={1.75} aria-hidden />
            <div>
              <h2 className="font-semibold">{t('edit.readOnlyTitle')}</h2>
              <p className="mt-1 text-sm text-muted">{t('edit.readOnly')}</p>
              <Button
                className="mt-3"
                variant="secondary"
                onClick={() => navigate(`/fitness/exercises/${crypto.randomUUID()}/edit?new=1`)}
              >
                {t('empty.create')}
              </Button>
            </div>
          </Card>
          <Card>
            <ExerciseDetailView exercise={exercise.data} />
          </Card>
        </div>
      ) : (
        <div role="alert" className="rounded-[12px] border border-border bg-surface p-4 text-sm">
          {notFound ? t('edit.notFound') : t('common:errors.generic')}
        </div>
      )}
    </div>
  );
}
