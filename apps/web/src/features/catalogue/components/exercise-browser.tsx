import { useQueryParams } from '@/lib/use-query-params';
import { useQuerySearch } from '@/lib/use-query-search';
import { useExerciseList } from '../api/list-exercises';
import { ExerciseDetailSheet } from './exercise-detail-sheet';
import { ExerciseResults } from './exercise-results';
import { ExerciseSearchBar, type ExerciseFilters } from './exercise-search-bar';

/**
 * The member's catalogue: search across names and aliases, filters, the results a page at a time, and an exercise's
 * detail in a sheet. The query string keeps the search, the filters and the open exercise.
 */
export function ExerciseBrowser({ lang, onNew }: { lang: string; onNew: () => void }) {
  const [params, updateParams] = useQueryParams();
  const { text, setText, q } = useQuerySearch();
  const filters: ExerciseFilters = {
    muscle: params.get('muscle') ?? '',
    equipment: params.get('equipment') ?? '',
    pattern: params.get('pattern') ?? '',
  };
  const openId = params.get('exercise');

  const setParam = (key: string, value: string | null, replace = true) =>
    updateParams(
      (next) => {
        if (value) next.set(key, value);
        else next.delete(key);
      },
      { replace },
    );

  const list = useExerciseList({ q, ...filters, lang });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <div className="flex flex-col gap-3">
        <ExerciseSearchBar
          lang={lang}
          text={text}
          filters={filters}
          hasFilters={Boolean(q || filters.muscle || filters.equipment || filters.pattern)}
          onTextChange={setText}
          onFilterChange={(key, value) => setParam(key, value || null)}
          onClear={() => {
            setText('');
            updateParams((next) => {
              for (const key of [...next.keys()]) next.delete(key);
            });
          }}
        />
        <ExerciseResults
          items={items}
          isPending={list.isPending}
          isError={list.isError}
          hasMore={list.hasNextPage}
          isFetchingMore={list.isFetchingNextPage}
          onRetry={() => void list.refetch()}
          onMore={() => void list.fetchNextPage()}
          onOpen={(exerciseId) => setParam('exercise', exerciseId, false)}
          onNew={onNew}
        />
      </div>
      <ExerciseDetailSheet openId={openId} lang={lang} onClose={() => setParam('exercise', null)} />
    </>
  );
}
