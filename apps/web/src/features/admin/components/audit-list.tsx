import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '@/components/ui/admin-list';
import { ListToolbar, ToolbarSearch } from '@/components/ui/list-toolbar';
import { formatDateTime } from '@/lib/format-date-time';
import { useListFilter } from '@/lib/use-list-filter';
import { usePagerLabels } from '@/lib/use-pager-labels';
import { useAudit, type AuditFilter } from '../api/list-audit';

/** The audit log, newest first, filtered by action type, 50 a page. */
export function AuditList() {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const pagerLabels = usePagerLabels();
  const { filter, setFilter, setPage, draft, setDraft } = useListFilter<AuditFilter>({ actionType: '', page: 1 });
  const audit = useAudit(filter);
  return (
    <AdminList
      toolbar={
        <ListToolbar onSubmit={() => setFilter({ actionType: draft.trim() })} submitLabel={t('users.searchButton')}>
          <ToolbarSearch
            id={`${id}-type`}
            label={t('audit.actionType')}
            placeholder="role_granted"
            className="flex-none"
            value={draft}
            onValueChange={setDraft}
          />
        </ListToolbar>
      }
      caption={t('audit.title')}
      items={audit.data?.entries ?? []}
      isLoading={audit.isPending}
      emptyText={t('audit.empty')}
      rowClassName="align-top"
      columns={[
        {
          header: t('audit.when'),
          className: 'px-3 py-2 whitespace-nowrap tabular-nums',
          cell: (entry) => formatDateTime(entry.createdAt, i18n.language),
        },
        { header: t('audit.action'), className: 'px-3 py-2 font-mono text-xs', cell: (entry) => entry.actionType },
        { header: t('audit.actor'), cell: (entry) => entry.actorEmail ?? '—' },
        {
          header: t('audit.target'),
          cell: (entry) =>
            entry.targetUserId ? (
              <Link to={`/admin/users/${entry.targetUserId}`} className="font-mono text-xs text-accent hover:underline">
                {entry.targetUserId.slice(0, 8)}
              </Link>
            ) : (
              '—'
            ),
        },
        {
          header: t('audit.details'),
          className: 'max-w-96 px-3 py-2',
          cell: (entry) => <code className="text-xs break-all text-muted">{JSON.stringify(entry.details)}</code>,
        },
      ]}
      pager={{ at: audit.data, onPage: setPage, labels: pagerLabels }}
    />
  );
}
