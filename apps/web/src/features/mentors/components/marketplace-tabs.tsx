import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useQueryParams } from '@/lib/use-query-params';
import { DiscoverList } from './discover-list';
import { MyCopies } from './my-copies';
import { MyItems } from './my-items';

const TABS = ['discover', 'copies', 'mine'] as const;
type Tab = (typeof TABS)[number];

/** Discover, my copies and what I published, as tabs kept in the query string (`?tab=`). */
export function MarketplaceTabs() {
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
          <DiscoverList />
        ) : tab === 'copies' ? (
          <MyCopies />
        ) : (
          <MyItems isMentor={roles.includes('mentor')} publishKind={publishKind} />
        )}
      </div>
    </>
  );
}
