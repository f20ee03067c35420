import type { LanguageCode } from '@lifeorbit/contracts';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/features/admin/components/pager';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCreateAlias } from '@/features/catalogue/admin/api/create-alias';
import { useDeleteAlias } from '@/features/catalogue/admin/api/delete-alias';
import { useAliases } from '@/features/catalogue/admin/api/list-aliases';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { ExerciseField, type PickedExercise } from '@/features/catalogue/admin/components/exercise-field';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { ReferenceList } from '@/features/catalogue/admin/components/reference-list';
import { errorMessage } from '@/features/catalogue/admin/lib/errors';
import { useAppLanguage } from '@/lib/use-app-language';
import { LANGUAGES } from '@/lib/i18n';

function AddAlias() {
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
        <Field id={`${id}-lang`} label={t('aliases.language')}>
          <NativeSelect
            id={`${id}-lang`}
            value={languageCode}
            onChange={(e) => setLanguageCode(e.target.value as LanguageCode)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
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

function AliasList() {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const lang = useAppLanguage();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const [languageCode, setLanguageCode] = useState('');
  const [page, setPage] = useState(1);
  const aliases = useAliases({ q, languageCode, page }, lang);
  const remove = useDeleteAlias();
  return (
    <>
      <div className="mb-3 flex flex-wrap items-end gap-2">
        <div className="min-w-60 flex-1">
          <Field id={`${id}-q`} label={t('aliases.search')}>
            <Input
              id={`${id}-q`}
              type="search"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setPage(1);
              }}
            />
          </Field>
        </div>
        <div className="w-48">
          <Field id={`${id}-lang`} label={t('aliases.language')}>
            <NativeSelect
              id={`${id}-lang`}
              value={languageCode}
              onChange={(e) => {
                setLanguageCode(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{t('aliases.anyLanguage')}</option>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`languages.${code}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      </div>
      {aliases.isError ? <LoadError error={aliases.error} onRetry={() => void aliases.refetch()} /> : null}
      <DataTable
        caption={t('aliases.title')}
        columns={[t('aliases.alias'), t('aliases.language'), t('aliases.exercise'), t('common.actions')]}
        isLoading={aliases.isPending}
        isEmpty={aliases.data?.items.length === 0}
        emptyText={q ? t('aliases.noMatch') : t('aliases.empty')}
      >
        {aliases.data?.items.map((alias) => (
          <tr key={alias.id} className="hover:bg-raised/60">
            <td className="px-3 py-2 font-medium" lang={alias.languageCode}>
              {alias.alias}
            </td>
            <td className="px-3 py-2">{t(`languages.${alias.languageCode}`)}</td>
            <td className="px-3 py-2">
              <Link to={`/admin/exercises/${alias.exerciseId}/edit`} className="text-accent hover:underline">
                {alias.exerciseName}
              </Link>
            </td>
            <td className="px-3 py-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('aliases.remove', { alias: alias.alias })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(alias.id, {
                    onSuccess: () => toast.success(t('aliases.removed', { alias: alias.alias })),
                    onError: (error) => toast.error(errorMessage(error, t)),
                  })
                }
              >
                <Trash2 aria-hidden strokeWidth={1.75} />
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      {aliases.data && aliases.data.total > 0 ? (
        <Pager page={aliases.data.page} pageSize={aliases.data.pageSize} total={aliases.data.total} onPage={setPage} />
      ) : null}
    </>
  );
}

/** /admin/setup/tags-aliases: tags (labels of exercises) and aliases (the other words people search with). */
export function AdminTagsAliasesPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return (
    <>
      <AdminPageHeader title={t('routes:adminTagsAliases.title')} description={t('pages.tagsAliases')} />
      <h2 className="mb-2 text-lg font-semibold">{t('kinds.tags')}</h2>
      <ReferenceList kind="tags" />
      <h2 className="mt-8 mb-2 text-lg font-semibold">{t('aliases.title')}</h2>
      <AddAlias />
      <AliasList />
    </>
  );
}
