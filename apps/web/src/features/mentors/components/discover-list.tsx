import { SearchX, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useQueryParams } from '@/lib/use-query-params';
import { useDiscover } from '../api/discover-items';
import { discoverQuery, filtersFrom, type DiscoverFilters as Filters } from '../lib/discover-filters';
import { DiscoverFilters } from './discover-filters';
import { ItemCard } from './item-card';

/** Programs and templates by mentors and reviewed members, filtered and sorted, a page at a time. */
export function DiscoverList() {
  const { t } = useTranslation(['marketplace', 'common']);
  const lang = useAppLanguage();
  const [params, setParams] = useQueryParams();
  const filters = filtersFrom(params, lang);
  const q = useDebouncedValue(filters.q.trim());
  const items = useDiscover(discoverQuery({ ...filters, q }, lang));
  const list = items.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered =
    Boolean(q || filters.kind || filters.level || filters.goal || filters.days) ||
    filters.language !== 'any' ||
    filters.equipment.length > 0;
  const change = (patch: Partial<Filters>) =>
    setParams((next) => {
      for (const [key, value] of Object.entries(patch)) {
        const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
        if (text && !(key === 'sort' && text === 'popular') && !(key === 'language' && text === lang))
          next.set(key, text);
        else next.delete(key);
      }
    });

  return (
    <>
      <DiscoverFilters filters={filters} onChange={change} />
      {items.isPending ? (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      ) : items.isError ? (
        <div role="alert" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-4">
          <p className="text-sm">{t('page.loadFailed')}</p>
          <Button className="mt-3" variant="secondary" onClick={() => void items.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          icon={filtered ? SearchX : Store}
          title={t(filtered ? 'page.noMatchTitle' : 'page.emptyTitle')}
          description={t(filtered ? 'page.noMatchText' : 'page.emptyText')}
        />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {list.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} />
              </li>
            ))}
          </ul>
          {items.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-4 w-full"
              disabled={items.isFetchingNextPage}
              onClick={() => void items.fetchNextPage()}
            >
              {items.isFetchingNextPage ? t('common:loading') : t('page.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
