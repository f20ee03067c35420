import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAudit, type AuditFilter } from '@/features/admin/api/list-audit';
import { DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date-time';
import { Pager } from '@/features/admin/components/pager';

export function AdminAuditPage() {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<AuditFilter>({ actionType: '', page: 1 });
  const audit = useAudit(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ actionType: draft.trim(), page: 1 });
  };
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">{t('audit.title')}</h1>
      <p className="mb-4 text-sm text-muted">{t('audit.description')}</p>
      <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="flex min-w-60 flex-col gap-1">
          <label htmlFor={`${id}-type`} className="text-xs font-medium text-muted">
            {t('audit.actionType')}
          </label>
          <Input
            id={`${id}-type`}
            placeholder="role_granted"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit">{t('users.searchButton')}</Button>
      </form>
      <DataTable
        caption={t('audit.title')}
        columns={[t('audit.when'), t('audit.action'), t('audit.actor'), t('audit.target'), t('audit.details')]}
        isLoading={audit.isPending}
        isEmpty={audit.data?.entries.length === 0}
        emptyText={t('audit.empty')}
      >
        {audit.data?.entries.map((entry) => (
          <tr key={entry.id} className="align-top">
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">
              {formatDateTime(entry.createdAt, i18n.language)}
            </td>
            <td className="px-3 py-2 font-mono text-xs">{entry.actionType}</td>
            <td className="px-3 py-2">{entry.actorEmail ?? '—'}</td>
            <td className="px-3 py-2">
              {entry.targetUserId ? (
                <Link
                  to={`/admin/users/${entry.targetUserId}`}
                  className="font-mono text-xs text-accent hover:underline"
                >
                  {entry.targetUserId.slice(0, 8)}
                </Link>
              ) : (
                '—'
              )}
            </td>
            <td className="max-w-96 px-3 py-2">
              <code className="text-xs break-all text-muted">{JSON.stringify(entry.details)}</code>
            </td>
          </tr>
        ))}
      </DataTable>
      {audit.data ? (
        <Pager
          page={audit.data.page}
          pageSize={audit.data.pageSize}
          total={audit.data.total}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
        />
      ) : null}
    </>
  );
}
