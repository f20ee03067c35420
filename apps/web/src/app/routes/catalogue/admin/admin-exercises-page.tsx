import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/features/admin/components/pager';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useQueryParams } from '@/lib/use-query-params';
import { useExerciseOptions } from '@/features/catalogue/admin/api/get-exercise-options';
import { useAdminExercises, type AdminExerciseFilter } from '@/features/catalogue/admin/api/list-exercises';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { LanguageChips } from '@/features/catalogue/admin/components/language-chips';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { useAppLanguage } from '@/lib/use-app-language';

type FilterKey = 'muscle' | 'equipment' | 'pattern' | 'missing';

/** /admin/exercises: the catalogue, searched by name, alias or slug, filtered, paged; the query string keeps it. */
export function AdminExercisesPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const id = useId();
  const lang = useAppLanguage();
  const [params, updateParams] = useQueryParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 250);
  const options = useExerciseOptions(lang);
  const filter: AdminExerciseFilter = {
    q: params.get('q') ?? '',
    muscle: params.get('muscle') ?? '',
    equipment: params.get('equipment') ?? '',
    pattern: params.get('pattern') ?? '',
    missing: params.get('missing') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const list = useAdminExercises(filter, lang);

  const setParam = (key: string, value: string) =>
    updateParams((next) => {
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
    });

  // The debounced text writes the query string, so Back and a reload come back to the same list.
  const writtenQ = useRef(filter.q);
  useEffect(() => {
    if (q === writtenQ.current) return;
    writtenQ.current = q;
    updateParams((next) => {
      if (q) next.set('q', q);
      else next.delete('q');
      next.delete('page');
    });
  }, [q, updateParams]);

  const select = (key: FilterKey, label: string, any: string, choices: { id: string; name: string }[]) => (
    // As wide as its longest choice (within reason): "Cualquier músculo" was cut at a fixed 10 rem.
    <div className="w-full sm:w-auto sm:max-w-64 sm:min-w-40">
      <Field id={`${id}-${key}`} label={label}>
        <NativeSelect id={`${id}-${key}`} value={filter[key]} onChange={(e) => setParam(key, e.target.value)}>
          <option value="">{any}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );

  return (
    <>
      <AdminPageHeader
        title={t('routes:adminExercises.title')}
        description={t('pages.exercises')}
        actions={
          <Button asChild>
            <Link to="/admin/exercises/add">
              <Plus aria-hidden strokeWidth={1.75} />
              {t('exercises.add')}
            </Link>
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <div className="min-w-60 flex-1">
          <Field id={`${id}-q`} label={t('exercises.search')}>
            <Input id={`${id}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} />
          </Field>
        </div>
        {select('muscle', t('exercises.muscle'), t('exercises.anyMuscle'), options.data?.muscles ?? [])}
        {select('equipment', t('exercises.equipment'), t('exercises.anyEquipment'), options.data?.equipment ?? [])}
        {select('pattern', t('exercises.pattern'), t('exercises.anyPattern'), options.data?.patterns ?? [])}
        {select('missing', t('exercises.missing'), t('exercises.anyTranslation'), [
          { id: 'es', name: t('exercises.missingIn', { language: t('languagesInText.es') }) },
          { id: 'ro', name: t('exercises.missingIn', { language: t('languagesInText.ro') }) },
          { id: 'any', name: t('exercises.missingAny') },
        ])}
      </div>
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <DataTable
        caption={t('routes:adminExercises.title')}
        columns={[
          t('common.name'),
          t('common.languages'),
          t('exercises.muscle'),
          t('exercises.equipment'),
          t('exercises.pattern'),
          t('exercises.loadType'),
        ]}
        isLoading={list.isPending}
        isEmpty={list.data?.items.length === 0}
        emptyText={t('exercises.empty')}
      >
        {list.data?.items.map((exercise) => (
          <tr key={exercise.id} className="hover:bg-raised/60">
            <td className="px-3 py-2">
              <Link to={`/admin/exercises/${exercise.id}/edit`} className="font-medium text-accent hover:underline">
                {exercise.name}
              </Link>
              <div className="font-mono text-xs text-muted">{exercise.slug}</div>
            </td>
            <td className="px-3 py-2">
              <LanguageChips names={exercise.names} />
            </td>
            <td className="px-3 py-2">{exercise.primaryMuscle?.name ?? '—'}</td>
            <td className="px-3 py-2">{exercise.equipment?.name ?? '—'}</td>
            <td className="px-3 py-2">{exercise.movementPattern?.name ?? '—'}</td>
            <td className="px-3 py-2 whitespace-nowrap">{t(`loadTypes.${exercise.loadType}`)}</td>
          </tr>
        ))}
      </DataTable>
      {list.data && list.data.total > 0 ? (
        <Pager
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          onPage={(page) => setParam('page', String(page))}
        />
      ) : null}
    </>
  );
}
