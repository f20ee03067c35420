import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { useCoachLogs, type CoachLogsFilter } from '@/features/admin/api/list-coach-logs';
import { DataTable } from '@/components/ui/data-table';
import { Chip } from '@/components/ui/chip';
import { formatDateTime } from '@/lib/format-date-time';
import { Pager } from '@/features/admin/components/pager';

export function AdminCoachLogsPage() {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<CoachLogsFilter>({ q: '', status: '', provider: '', page: 1 });
  const logs = useCoachLogs(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter((f) => ({ ...f, q: draft.trim(), page: 1 }));
  };
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('coachLogs.title')}</h1>
      <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="flex min-w-60 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-q`} className="text-xs font-medium text-muted">
            {t('coachLogs.search')}
          </label>
          <Input id={`${id}-q`} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <div className="flex w-40 flex-col gap-1">
          <label htmlFor={`${id}-status`} className="text-xs font-medium text-muted">
            {t('coachLogs.status')}
          </label>
          <NativeSelect
            id={`${id}-status`}
            value={filter.status}
            onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as CoachLogsFilter['status'], page: 1 }))}
          >
            <option value="">{t('coachLogs.anyStatus')}</option>
            <option value="ok">{t('coachLogs.statuses.ok')}</option>
            <option value="error">{t('coachLogs.statuses.error')}</option>
            <option value="refused">{t('coachLogs.statuses.refused')}</option>
            <option value="fallback">{t('coachLogs.statuses.fallback')}</option>
            <option value="limited">{t('coachLogs.statuses.limited')}</option>
          </NativeSelect>
        </div>
        <div className="flex w-40 flex-col gap-1">
          <label htmlFor={`${id}-provider`} className="text-xs font-medium text-muted">
            {t('coachLogs.provider')}
          </label>
          <NativeSelect
            id={`${id}-provider`}
            value={filter.provider}
            onChange={(e) =>
              setFilter((f) => ({ ...f, provider: e.target.value as CoachLogsFilter['provider'], page: 1 }))
            }
          >
            <option value="">{t('coachLogs.anyProvider')}</option>
            <option value="embedded">{t('coachLogs.providers.embedded')}</option>
            <option value="openai">{t('coachLogs.providers.openai')}</option>
          </NativeSelect>
        </div>
        <Button type="submit">{t('users.searchButton')}</Button>
      </form>
      <DataTable
        caption={t('coachLogs.title')}
        columns={[
          t('coachLogs.when'),
          t('coachLogs.member'),
          t('coachLogs.prompt'),
          t('coachLogs.response'),
          t('coachLogs.status'),
          t('coachLogs.provider'),
          t('coachLogs.tokens'),
          t('coachLogs.latency'),
        ]}
        isLoading={logs.isPending}
        isEmpty={logs.data?.logs.length === 0}
        emptyText={t('coachLogs.empty')}
      >
        {logs.data?.logs.map((log) => (
          <tr key={log.id} className="align-top">
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDateTime(log.createdAt, i18n.language)}</td>
            <td className="px-3 py-2">{log.userEmail ?? '—'}</td>
            <td className="max-w-80 px-3 py-2 whitespace-pre-wrap">{log.prompt}</td>
            <td className="max-w-80 px-3 py-2 whitespace-pre-wrap text-muted">{log.response ?? '—'}</td>
            <td className="px-3 py-2">
              <Chip tone={log.status === 'ok' ? 'accent' : log.status === 'error' ? 'destructive' : 'muted'}>
                {t(`coachLogs.statuses.${log.status}`)}
              </Chip>
            </td>
            <td className="px-3 py-2">
              {log.provider ? t(`coachLogs.providers.${log.provider}`) : '—'}
              {log.model ? <span className="block text-xs text-muted">{log.model}</span> : null}
            </td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">
              {log.tokensIn === null && log.tokensOut === null
                ? '—'
                : `${log.tokensIn ?? '—'} / ${log.tokensOut ?? '—'}`}
            </td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">
              {log.latencyMs === null ? '—' : t('coachLogs.latencyMs', { ms: log.latencyMs })}
            </td>
          </tr>
        ))}
      </DataTable>
      {logs.data ? (
        <Pager
          page={logs.data.page}
          pageSize={logs.data.pageSize}
          total={logs.data.total}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
        />
      ) : null}
    </>
  );
}
