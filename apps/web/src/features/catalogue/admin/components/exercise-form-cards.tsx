import type { ExerciseOptionsResponse } from '@lifeorbit/contracts/admin-catalogue';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { LANGUAGES } from '@/lib/i18n';
import type { ExerciseDraft } from '../lib/exercise-draft';
import { CheckChip, toggle } from './exercise-form-fields';

/** What each card of the exercise form is handed: the draft, a setter per field, the field's error, the choices. */
export interface ExerciseFormCardProps {
  id: string;
  draft: ExerciseDraft;
  set: <K extends keyof ExerciseDraft>(key: K, value: ExerciseDraft[K]) => void;
  err: (field: string) => string | null;
  options: ExerciseOptionsResponse;
}

/** Names and descriptions in the three languages side by side, and the slug. */
export function ExerciseNamesCard({ id, draft, set, err }: ExerciseFormCardProps) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Card>
      <CardTitle>{t('exerciseForm.names')}</CardTitle>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        {LANGUAGES.map((code) => (
          <div key={code} className="flex flex-col gap-3">
            <Field
              id={`${id}-name-${code}`}
              label={`${t('nameIn', { language: t(`languagesInText.${code}`) })}${code === 'en' ? ' *' : ''}`}
              error={err(`translations.${code}.name`) ?? (code === 'en' ? err('translations.en') : null)}
              hint={
                code === 'en'
                  ? t('exerciseForm.englishHint')
                  : !draft.translations[code].name.trim()
                    ? t('common.missingHint')
                    : t('exerciseForm.translatedHint')
              }
            >
              <Input
                id={`${id}-name-${code}`}
                lang={code}
                maxLength={200}
                value={draft.translations[code].name}
                aria-invalid={err(`translations.${code}.name`) ? true : undefined}
                onChange={(e) =>
                  set('translations', {
                    ...draft.translations,
                    [code]: { ...draft.translations[code], name: e.target.value },
                  })
                }
              />
            </Field>
            <Field
              id={`${id}-description-${code}`}
              label={t('descriptionIn', { language: t(`languagesInText.${code}`) })}
              error={err(`translations.${code}.description`)}
            >
              <textarea
                id={`${id}-description-${code}`}
                lang={code}
                rows={4}
                maxLength={4000}
                className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base text-text focus-visible:border-accent md:text-sm"
                value={draft.translations[code].description}
                onChange={(e) =>
                  set('translations', {
                    ...draft.translations,
                    [code]: { ...draft.translations[code], description: e.target.value },
                  })
                }
              />
            </Field>
          </div>
        ))}
      </div>
      <div className="mt-4 max-w-md">
        <Field id={`${id}-slug`} label={t('common.slug')} error={err('slug')} hint={t('exerciseForm.slugHint')}>
          <Input
            id={`${id}-slug`}
            className="font-mono"
            value={draft.slug}
            onChange={(e) => set('slug', e.target.value)}
          />
        </Field>
      </div>
    </Card>
  );
}

/** The primary muscle (and the body part it implies) and the secondary muscles, grouped by body part. */
export function ExerciseMusclesCard({ id, draft, set, err, options }: ExerciseFormCardProps) {
  const { t } = useTranslation('adminCatalogue');
  const primary = options.muscles.find((m) => m.id === draft.primaryMuscleId);
  const primaryPart = options.bodyParts.find((b) => b.id === primary?.bodyPartId);
  const musclesByPart = options.bodyParts.map((part) => ({
    part,
    muscles: options.muscles.filter((m) => m.bodyPartId === part.id),
  }));
  return (
    <Card>
      <CardTitle>{t('exerciseForm.muscles')}</CardTitle>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <Field id={`${id}-primary`} label={`${t('exerciseForm.primaryMuscle')} *`} error={err('primaryMuscleId')}>
          <NativeSelect
            id={`${id}-primary`}
            value={draft.primaryMuscleId}
            onChange={(e) => set('primaryMuscleId', e.target.value)}
          >
            <option value="" disabled>
              {t('exerciseForm.choose')}
            </option>
            {musclesByPart.map(({ part, muscles }) => (
              <optgroup key={part.id} label={part.name}>
                {muscles.map((muscle) => (
                  <option key={muscle.id} value={muscle.id}>
                    {muscle.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-body-part`} label={t('exerciseForm.bodyPart')} error={err('bodyPartId')}>
          <NativeSelect
            id={`${id}-body-part`}
            value={draft.bodyPartId}
            onChange={(e) => set('bodyPartId', e.target.value)}
          >
            <option value="">
              {primaryPart
                ? t('exerciseForm.bodyPartFromMuscle', { name: primaryPart.name })
                : t('exerciseForm.bodyPartFromMuscleEmpty')}
            </option>
            {options.bodyParts.map((part) => (
              <option key={part.id} value={part.id}>
                {part.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium">{t('exerciseForm.secondaryMuscles')}</legend>
        {err('secondaryMuscleIds') ? (
          <p role="alert" className="text-sm text-destructive">
            {err('secondaryMuscleIds')}
          </p>
        ) : null}
        <div className="mt-2 flex flex-col gap-3">
          {musclesByPart.map(({ part, muscles }) => (
            <div key={part.id}>
              <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{part.name}</p>
              <div className="flex flex-wrap gap-2">
                {muscles
                  .filter((m) => m.id !== draft.primaryMuscleId)
                  .map((muscle) => (
                    <CheckChip
                      key={muscle.id}
                      checked={draft.secondaryMuscleIds.includes(muscle.id)}
                      onChange={() => set('secondaryMuscleIds', toggle(draft.secondaryMuscleIds, muscle.id))}
                    >
                      {muscle.name}
                    </CheckChip>
                  ))}
              </div>
            </div>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
