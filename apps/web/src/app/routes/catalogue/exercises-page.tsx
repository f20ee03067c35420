import { Dumbbell, Plus, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input, NativeSelect } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useQueryParams } from '@/lib/use-query-params';
import { useCatalogueFilters } from '@/features/catalogue/api/get-catalogue-filters';
import { useExercise } from '@/features/catalogue/api/get-exercise';
import { useExerciseList } from '@/features/catalogue/api/list-exercises';
import { ExerciseDetailView } from '@/features/catalogue/components/exercise-detail';
import { ExerciseRow } from '@/features/catalogue/components/exercise-row';

const FILTER_KEYS = ['muscle', 'equipment', 'pattern'] as const;

function ListSkeleton() {
  return (
    <ul aria-hidden className="divide-y divide-border">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} className="flex flex-col gap-2 px-4 py-3">
          <Skeleton className="h-4 w-48 max-w-full" />
          <Skeleton className="h-3 w-32" />
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 /fitness/exercises: search across names and aliases, filters, a detail sheet, and your own exercises. */
export function ExercisesPage() {
  const { t, i18n } = useTranslation(['catalogue', 'routes', 'common']);
  const lang = i18n.language;
  const id = useId();
  const navigate = useNavigate();
  const [params, updateParams] = useQueryParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 250);
  const filters = {
    muscle: params.get('muscle') ?? '',
    equipment: params.get('equipment') ?? '',
    pattern: params.get('pattern') ?? '',
  };
  const openId = params.get('exercise');
  useDocumentTitle(t('routes:exercises.title'));

  // The query string remembers the search, so Back and a reload come back to the same list.
  const writtenQ = useRef(q);
  useEffect(() => {
    if (q === writtenQ.current) return;
    writtenQ.current = q;
    updateParams((next) => {
      if (q) next.set('q', q);
      else next.delete('q');
    });
  }, [q, updateParams]);

  const setParam = (key: string, value: string | null, replace = true) =>
    updateParams(
      (next) => {
        if (value) next.set(key, value);
        else next.delete(key);
      },
      { replace },
    );

  const filterOptions = useCatalogueFilters(lang);
  const list = useExerciseList({ q, ...filters, lang });
  const detail = useExercise(openId, lang);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const hasFilters = Boolean(q || filters.muscle || filters.equipment || filters.pattern);

  const newExercise = () => navigate(`/fitness/exercises/${crypto.randomUUID()}/edit?new=1`);

  return (
    <>
      <PageHeader
        title={t('routes:exercises.title')}
        description={t('routes:exercises.description')}
        actions={
          <Button onClick={newExercise}>
            <Plus aria-hidden strokeWidth={1.75} />
            {t('newExercise')}
          </Button>
        }
      />
      <div className="flex flex-col gap-3">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
            strokeWidth={1.75}
            aria-hidden
          />
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('search')}
          </label>
          <Input
            id={`${id}-search`}
            type="search"
            className="pl-10"
            value={text}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <fieldset className="grid grid-cols-3 gap-2">
          <legend className="sr-only">{t('filters.label')}</legend>
          {FILTER_KEYS.map((key) => {
            const options =
              key === 'muscle'
                ? filterOptions.data?.muscles
                : key === 'equipment'
                  ? filterOptions.data?.equipment
                  : filterOptions.data?.patterns;
            const all = key === 'muscle' ? 'allMuscles' : key === 'equipment' ? 'allEquipment' : 'allPatterns';
            return (
              <div key={key}>
                <label htmlFor={`${id}-${key}`} className="sr-only">
                  {t(`filters.${key}`)}
                </label>
                <NativeSelect
                  id={`${id}-${key}`}
                  className="truncate pr-6 text-sm"
                  value={filters[key]}
                  onChange={(event) => setParam(key, event.target.value || null)}
                >
                  <option value="">{t(`filters.${all}`)}</option>
                  {options?.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            );
          })}
        </fieldset>
        {hasFilters ? (
          <Button
            variant="link"
            className="self-start"
            onClick={() => {
              setText('');
              updateParams((next) => {
                for (const key of [...next.keys()]) next.delete(key);
              });
            }}
          >
            <X aria-hidden strokeWidth={1.75} />
            {t('filters.clear')}
          </Button>
        ) : null}

        <section aria-label={t('results')} className="overflow-hidden rounded-[12px] border border-border bg-surface">
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError ? (
            <div className="flex flex-col items-start gap-3 p-4" role="alert">
              <p className="text-sm text-text">{t('loadFailed')}</p>
              <Button variant="secondary" onClick={() => void list.refetch()}>
                {t('common:retry')}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <div className="p-4">
              <EmptyState
                icon={Dumbbell}
                title={t('empty.title')}
                description={t('empty.description')}
                action={<Button onClick={newExercise}>{t('empty.create')}</Button>}
              />
            </div>
          ) : (
            <ul className="divide-y divide-border">
              {items.map((exercise) => (
                <li key={exercise.id}>
                  <ExerciseRow exercise={exercise} onOpen={(exerciseId) => setParam('exercise', exerciseId, false)} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            className="self-center"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('common:loading') : t('showMore')}
          </Button>
        ) : null}
      </div>

      <Sheet
        open={Boolean(openId)}
        onOpenChange={(open) => {
          if (!open) setParam('exercise', null);
        }}
        title={t('detail.title')}
        closeLabel={t('common:close')}
        side="right"
      >
        <div className="p-4">
          {detail.data ? (
            <div className="flex flex-col gap-4">
              <ExerciseDetailView exercise={detail.data} />
              {detail.data.isCustom ? (
                <Button asChild variant="secondary">
                  <Link to={`/fitness/exercises/${detail.data.id}/edit`}>{t('detail.edit')}</Link>
                </Button>
              ) : null}
            </div>
          ) : detail.isError ? (
            <p role="alert" className="text-sm text-text">
              {t('edit.notFound')}
            </p>
          ) : (
            <div aria-hidden className="flex flex-col gap-3">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          )}
        </div>
      </Sheet>
    </>
  );
}
