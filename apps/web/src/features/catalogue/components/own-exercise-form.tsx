import {
  EXERCISE_EFFORT_MODES,
  EXERCISE_LOAD_TYPES,
  type ExerciseDetail,
  type ExerciseEffortMode,
  type ExerciseLoadType,
} from '@lifeorbit/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmedDeleteButton } from '@/components/ui/confirmed-delete-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api';
import { focusOnMount } from '@/lib/focus-on-mount';
import { isAppLanguage, LANGUAGES, type AppLanguage } from '@/lib/i18n';
import { useCreateExercise } from '../api/create-exercise';
import { useDeleteExercise } from '../api/delete-exercise';
import { useCatalogueFilters } from '../api/get-catalogue-filters';
import { useUpdateExercise } from '../api/update-exercise';
import { apiErrorMessage } from '../lib/api-error-message';

type Names = Record<AppLanguage, string>;

interface FormValues {
  names: Names;
  description: string;
  loadType: ExerciseLoadType;
  effortMode: ExerciseEffortMode;
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
    effortMode: exercise?.effortMode ?? 'reps',
    equipmentId: exercise?.equipment?.id ?? '',
    primaryMuscleId: exercise?.primaryMuscle?.id ?? '',
    movementPatternId: exercise?.movementPattern?.id ?? '',
    isUnilateral: exercise?.isUnilateral ?? false,
  };
}

/** The member's own exercise: names (their language first), how it is loaded, and what it trains. */
export function OwnExerciseForm({ exerciseId, exercise }: { exerciseId: string; exercise: ExerciseDetail | null }) {
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
  // A new exercise's mode follows its load type (cardio: time) until the member picks one.
  const [effortChosen, setEffortChosen] = useState(exercise !== null);
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
      effortMode: values.effortMode,
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

  const remove = (close: () => void) =>
    deleteExercise.mutate(exerciseId, {
      onSuccess: () => {
        toast.success(t('edit.deleted'));
        navigate('/fitness/exercises', { replace: true });
      },
      onError: (error) => {
        close();
        toast.error(t('errors.deleteFailed', { message: apiErrorMessage(error, t) }));
      },
    });

  const select = (
    key: 'equipmentId' | 'primaryMuscleId' | 'movementPatternId',
    label: string,
    options: { id: string; name: string }[] | undefined,
  ) => (
    <SelectField
      id={`${id}-${key}`}
      label={label}
      value={values[key]}
      onValueChange={(value) => set(key, value)}
      emptyLabel={t('edit.none')}
      choices={(options ?? []).map((option) => ({ value: option.id, label: option.name }))}
    />
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
          <SelectField
            id={`${id}-load`}
            label={t('edit.loadType')}
            value={values.loadType}
            onValueChange={(type) => {
              const loadType = type as ExerciseLoadType;
              setValues((v) => ({
                ...v,
                loadType,
                effortMode: effortChosen ? v.effortMode : loadType === 'cardio' ? 'time' : 'reps',
              }));
            }}
            choices={EXERCISE_LOAD_TYPES.map((type) => ({ value: type, label: t(`loadTypes.${type}`) }))}
          />
          <SelectField
            id={`${id}-effort`}
            label={t('edit.effortMode')}
            hint={t('edit.effortModeHint')}
            value={values.effortMode}
            onValueChange={(mode) => {
              setEffortChosen(true);
              set('effortMode', mode as ExerciseEffortMode);
            }}
            choices={EXERCISE_EFFORT_MODES.map((mode) => ({ value: mode, label: t(`effortModes.${mode}`) }))}
          />
          {select('equipmentId', t('edit.equipment'), filters.data?.equipment)}
          {select('primaryMuscleId', t('edit.primaryMuscle'), filters.data?.muscles)}
          {select('movementPatternId', t('edit.pattern'), filters.data?.patterns)}
        </div>
        <CheckboxField
          className="text-text"
          checked={values.isUnilateral}
          onCheckedChange={(checked) => set('isUnilateral', checked)}
        >
          {t('edit.unilateral')}
        </CheckboxField>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={isPending}>
            {isPending ? t('common:saving') : isNew ? t('edit.create') : t('edit.save')}
          </Button>
          {!isNew ? (
            <ConfirmedDeleteButton
              label={t('edit.delete')}
              variant="ghost"
              className="text-destructive"
              question={{
                title: t('edit.deleteTitle', { name: exercise?.name ?? '' }),
                description: t('edit.deleteDescription'),
                confirmLabel: t('edit.delete'),
                cancelLabel: t('common:cancel'),
                closeLabel: t('common:close'),
              }}
              isPending={deleteExercise.isPending}
              onDelete={remove}
            />
          ) : null}
        </div>
      </form>
    </Card>
  );
}
