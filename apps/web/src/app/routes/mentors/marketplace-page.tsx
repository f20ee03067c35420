import { SearchX, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/session';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useQueryParams } from '@/lib/use-query-params';
import { useDiscover, useItem } from '@/features/mentors/api/marketplace';
import { DiscoverFilters } from '@/features/mentors/components/discover-filters';
import { ItemCard } from '@/features/mentors/components/item-card';
import { ItemDetailView } from '@/features/mentors/components/item-detail-view';
import { MyCopies } from '@/features/mentors/components/my-copies';
import { MyItems } from '@/features/mentors/components/my-items';
import { discoverQuery, filtersFrom, type DiscoverFilters as Filters } from '@/features/mentors/lib/discover-filters';

const TABS = ['discover', 'copies', 'mine'] as const;
type Tab = (typeof TABS)[number];

/**
 * /marketplace (Discover): programs and templates by mentors and reviewed members, filtered and sorted; `?item=`
 * opens one (every week and day, "Use this", ratings); the other tabs are my copies and what I published.
 */
export function MarketplacePage() {
  const [params] = useQueryParams();
  const itemId = params.get('item');
  return itemId ? <ItemPage id={itemId} /> : <MarketplaceTabs />;
}

function MarketplaceTabs() {
  const { t } = useTranslation(['marketplace', 'routes', 'common']);
  const [params, setParams] = useQueryParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'discover';
  useDocumentTitle(t('routes:marketplace.title'));
  const roles = useMe().data?.roles ?? [];
  // /marketplace?tab=mine&publish=template (the templates and programs pages link here) opens the publish dialog.
  const asked = params.get('publish');
  const publishKind = asked === 'template' || asked === 'program' ? asked : null;

  return (
    <>
      <PageHeader title={t('routes:marketplace.title')} description={t('page.description')} />
      <div
        role="tablist"
        aria-label={t('page.tabs')}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-border"
      >
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`panel-${key}`}
            className={`min-h-11 shrink-0 border-b-2 px-3 text-sm font-medium ${
              tab === key ? 'border-accent text-text' : 'border-transparent text-muted hover:text-text'
            }`}
            onClick={() =>
              setParams((next) => {
                if (key === 'discover') next.delete('tab');
                else next.set('tab', key);
              })
            }
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'discover' ? (
          <Discover />
        ) : tab === 'copies' ? (
          <MyCopies />
        ) : (
          <MyItems isMentor={roles.includes('mentor')} publishKind={publishKind} />
        )}
      </div>
    </>
  );
}

function Discover() {
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

function ItemPage({ id }: { id: string }) {
  const { t } = useTranslation(['marketplace', 'common']);
  const lang = useAppLanguage();
  const item = useItem(id, lang);
  useDocumentTitle(item.data?.title ?? t('detail.title'));
  if (item.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-3" aria-hidden>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (item.isError) {
    return (
      <>
        <h1 className="sr-only">{t('detail.title')}</h1>
        <EmptyState icon={SearchX} title={t('detail.notFoundTitle')} description={t('detail.notFoundText')} />
      </>
    );
  }
  return <ItemDetailView item={item.data} backTo="/marketplace" />;
}
