import type { LanguageCode } from '@lifeorbit/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { LANGUAGES } from '@/lib/i18n';
import { useAppLanguage } from '@/lib/use-app-language';
import { useCreateAlias } from '../api/create-alias';
import { errorMessage } from '../lib/errors';
import { ExerciseField, type PickedExercise } from './exercise-field';

/** Adds another word people search an exercise by, in one language. */
export function AddAliasForm() {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const lang = useAppLanguage();
  const [exercise, setExercise] = useState<PickedExercise | null>(null);
  const [languageCode, setLanguageCode] = useState<LanguageCode>(lang);
  const [alias, setAlias] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAlias();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!exercise) return setError(t('aliases.chooseExercise'));
    if (!alias.trim()) return setError(t('aliases.typeAlias'));
    setError(null);
    create.mutate(
      { body: { exerciseId: exercise.id, languageCode, alias: alias.trim() }, lang },
      {
        onSuccess: () => {
          toast.success(t('aliases.added', { alias: alias.trim(), exercise: exercise.name }));
          setAlias('');
        },
        onError: (err) => toast.error(errorMessage(err, t)),
      },
    );
  };
  return (
    <Card className="mb-4">
      <CardTitle>{t('aliases.add')}</CardTitle>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 md:grid-cols-[2fr_1fr_2fr_auto] md:items-end">
        <ExerciseField id={`${id}-exercise`} label={t('aliases.exercise')} value={exercise} onChange={setExercise} />
        <SelectField
          id={`${id}-lang`}
          label={t('aliases.language')}
          value={languageCode}
          onValueChange={(code) => setLanguageCode(code as LanguageCode)}
          choices={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        />
        <Field id={`${id}-alias`} label={t('aliases.alias')}>
          <Input id={`${id}-alias`} maxLength={200} value={alias} onChange={(e) => setAlias(e.target.value)} />
        </Field>
        <Button type="submit" disabled={create.isPending}>
          {t('aliases.addButton')}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
