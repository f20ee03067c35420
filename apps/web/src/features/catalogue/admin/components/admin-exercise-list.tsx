import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '@/components/ui/admin-list';
import { ListToolbar, ToolbarSearch, ToolbarSelect } from '@/components/ui/list-toolbar';
import { useAppLanguage } from '@/lib/use-app-language';
import { usePagerLabels } from '@/lib/use-pager-labels';
import { useQueryParams } from '@/lib/use-query-params';
import { useQuerySearch } from '@/lib/use-query-search';
import { useExerciseOptions } from '../api/get-exercise-options';
import { useAdminExercises, type AdminExerciseFilter } from '../api/list-exercises';
import { LanguageChips } from './language-chips';
import { LoadError } from './load-error';

type FilterKey = 'muscle' | 'equipment' | 'pattern' | 'missing';

const PAGE = ['page'];

const choicesOf = (options: { id: string; name: string }[] | undefined) =>
  (options ?? []).map((option) => ({ value: option.id, label: option.name }));

/** The catalogue, searched by name, alias or slug, filtered, paged; the query string keeps it. */
export function AdminExerciseList({ caption }: { caption: string }) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const lang = useAppLanguage();
  const pagerLabels = usePagerLabels();
  const [params, updateParams] = useQueryParams();
  const { text, setText } = useQuerySearch({ alsoClear: PAGE });
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

  const select = (key: FilterKey, label: string, anyLabel: string, choices: { value: string; label: string }[]) => (
    <ToolbarSelect
      id={`${id}-${key}`}
      label={label}
      value={filter[key]}
      onValueChange={(value) => setParam(key, value)}
      anyLabel={anyLabel}
      choices={choices}
    />
  );

  return (
    <AdminList
      toolbar={
        <ListToolbar>
          <ToolbarSearch id={`${id}-q`} label={t('exercises.search')} value={text} onValueChange={setText} />
          {select('muscle', t('exercises.muscle'), t('exercises.anyMuscle'), choicesOf(options.data?.muscles))}
          {select(
            'equipment',
            t('exercises.equipment'),
            t('exercises.anyEquipment'),
            choicesOf(options.data?.equipment),
          )}
          {select('pattern', t('exercises.pattern'), t('exercises.anyPattern'), choicesOf(options.data?.patterns))}
          {select('missing', t('exercises.missing'), t('exercises.anyTranslation'), [
            { value: 'es', label: t('exercises.missingIn', { language: t('languagesInText.es') }) },
            { value: 'ro', label: t('exercises.missingIn', { language: t('languagesInText.ro') }) },
            { value: 'any', label: t('exercises.missingAny') },
          ])}
        </ListToolbar>
      }
      error={list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      caption={caption}
      items={list.data?.items ?? []}
      isLoading={list.isPending}
      emptyText={t('exercises.empty')}
      rowClassName="hover:bg-raised/60"
      columns={[
        {
          header: t('common.name'),
          cell: (exercise) => (
            <>
              <Link to={`/admin/exercises/${exercise.id}/edit`} className="font-medium text-accent hover:underline">
                {exercise.name}
              </Link>
              <div className="font-mono text-xs text-muted">{exercise.slug}</div>
            </>
          ),
        },
        { header: t('common.languages'), cell: (exercise) => <LanguageChips names={exercise.names} /> },
        { header: t('exercises.muscle'), cell: (exercise) => exercise.primaryMuscle?.name ?? '—' },
        { header: t('exercises.equipment'), cell: (exercise) => exercise.equipment?.name ?? '—' },
        { header: t('exercises.pattern'), cell: (exercise) => exercise.movementPattern?.name ?? '—' },
        {
          header: t('exercises.loadType'),
          className: 'px-3 py-2 whitespace-nowrap',
          cell: (exercise) => t(`loadTypes.${exercise.loadType}`),
        },
      ]}
      pager={{ at: list.data, onPage: (page) => setParam('page', String(page)), labels: pagerLabels }}
    />
  );
}
