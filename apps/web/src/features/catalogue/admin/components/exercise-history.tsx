import { useTranslation } from 'react-i18next';
import { AdminList } from '@/components/ui/admin-list';
import { formatDateTime } from '@/lib/format-date-time';
import { useExerciseHistory } from '../api/get-exercise-history';
import { LoadError } from './load-error';

/** Who changed an exercise, when, and what: its entries of the audit log. */
export function ExerciseHistory({ id }: { id: string }) {
  const { t, i18n } = useTranslation('adminCatalogue');
  const history = useExerciseHistory(id);
  return (
    <section className="mt-6">
      <h2 className="mb-2 text-lg font-semibold">{t('exerciseForm.history')}</h2>
      <AdminList
        error={history.isError ? <LoadError error={history.error} onRetry={() => void history.refetch()} /> : null}
        caption={t('exerciseForm.history')}
        items={history.data?.items ?? []}
        isLoading={history.isPending}
        emptyText={t('exerciseForm.noHistory')}
        columns={[
          {
            header: t('exerciseForm.when'),
            className: 'px-3 py-2 whitespace-nowrap tabular-nums',
            cell: (entry) => formatDateTime(entry.createdAt, i18n.language),
          },
          { header: t('exerciseForm.who'), cell: (entry) => entry.actorEmail ?? '—' },
          {
            header: t('exerciseForm.what'),
            cell: (entry) => t(`historyActions.${entry.actionType}`, { defaultValue: entry.actionType }),
          },
          {
            header: t('exerciseForm.changed'),
            className: 'px-3 py-2 font-mono text-xs text-muted',
            cell: ({ details }) =>
              Array.isArray(details.changed)
                ? details.changed.join(', ')
                : typeof details.language === 'string'
                  ? t(`languages.${details.language}`)
                  : typeof details.alias === 'string'
                    ? details.alias
                    : '—',
          },
        ]}
      />
    </section>
  );
}
