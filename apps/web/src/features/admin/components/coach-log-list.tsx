import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminList } from '@/components/ui/admin-list';
import { Chip } from '@/components/ui/chip';
import { ListToolbar, ToolbarSearch, ToolbarSelect } from '@/components/ui/list-toolbar';
import { formatDateTime } from '@/lib/format-date-time';
import { useListFilter } from '@/lib/use-list-filter';
import { usePagerLabels } from '@/lib/use-pager-labels';
import { useCoachLogs, type CoachLogsFilter } from '../api/list-coach-logs';

const STATUSES = ['ok', 'error', 'refused', 'fallback', 'limited'] as const;
const PROVIDERS = ['embedded', 'openai'] as const;

/** The coach's answers, newest first: searched, filtered by status and provider, 25 a page. */
export function CoachLogList() {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const pagerLabels = usePagerLabels();
  const { filter, setFilter, setPage, draft, setDraft } = useListFilter<CoachLogsFilter>({
    q: '',
    status: '',
    provider: '',
    page: 1,
  });
  const logs = useCoachLogs(filter);
  return (
    <AdminList
      toolbar={
        <ListToolbar onSubmit={() => setFilter({ q: draft.trim() })} submitLabel={t('users.searchButton')}>
          <ToolbarSearch id={`${id}-q`} label={t('coachLogs.search')} value={draft} onValueChange={setDraft} />
          <ToolbarSelect
            id={`${id}-status`}
            label={t('coachLogs.status')}
            value={filter.status ?? ''}
            onValueChange={(status) => setFilter({ status: status as CoachLogsFilter['status'] })}
            anyLabel={t('coachLogs.anyStatus')}
            choices={STATUSES.map((status) => ({ value: status, label: t(`coachLogs.statuses.${status}`) }))}
          />
          <ToolbarSelect
            id={`${id}-provider`}
            label={t('coachLogs.provider')}
            value={filter.provider ?? ''}
            onValueChange={(provider) => setFilter({ provider: provider as CoachLogsFilter['provider'] })}
            anyLabel={t('coachLogs.anyProvider')}
            choices={PROVIDERS.map((provider) => ({ value: provider, label: t(`coachLogs.providers.${provider}`) }))}
          />
        </ListToolbar>
      }
      caption={t('coachLogs.title')}
      items={logs.data?.logs ?? []}
      isLoading={logs.isPending}
      emptyText={t('coachLogs.empty')}
      rowClassName="align-top"
      columns={[
        {
          header: t('coachLogs.when'),
          className: 'px-3 py-2 whitespace-nowrap tabular-nums',
          cell: (log) => formatDateTime(log.createdAt, i18n.language),
        },
        { header: t('coachLogs.member'), cell: (log) => log.userEmail ?? '—' },
        {
          header: t('coachLogs.prompt'),
          className: 'max-w-80 px-3 py-2 whitespace-pre-wrap',
          cell: (log) => log.prompt,
        },
        {
          header: t('coachLogs.response'),
          className: 'max-w-80 px-3 py-2 whitespace-pre-wrap text-muted',
          cell: (log) => log.response ?? '—',
        },
        {
          header: t('coachLogs.status'),
          cell: (log) => (
            <Chip tone={log.status === 'ok' ? 'accent' : log.status === 'error' ? 'destructive' : 'muted'}>
              {t(`coachLogs.statuses.${log.status}`)}
            </Chip>
          ),
        },
        {
          header: t('coachLogs.provider'),
          cell: (log) => (
            <>
              {log.provider ? t(`coachLogs.providers.${log.provider}`) : '—'}
              {log.model ? <span className="block text-xs text-muted">{log.model}</span> : null}
            </>
          ),
        },
        {
          header: t('coachLogs.tokens'),
          className: 'px-3 py-2 whitespace-nowrap tabular-nums',
          cell: (log) =>
            log.tokensIn === null && log.tokensOut === null ? '—' : `${log.tokensIn ?? '—'} / ${log.tokensOut ?? '—'}`,
        },
        {
          header: t('coachLogs.latency'),
          className: 'px-3 py-2 whitespace-nowrap tabular-nums',
          cell: (log) => (log.latencyMs === null ? '—' : t('coachLogs.latencyMs', { ms: log.latencyMs })),
        },
      ]}
      pager={{ at: logs.data, onPage: setPage, labels: pagerLabels }}
    />
  );
}
