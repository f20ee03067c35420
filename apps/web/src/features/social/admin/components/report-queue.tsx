import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '@/components/ui/admin-list';
import { EmptyState } from '@/components/ui/empty-state';
import { dateTimeFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { useDecideReport } from '@/features/social/api/decide-report';
import { useReports } from '@/features/social/api/get-reports';

/** Open reports of workouts, newest first: hide the workout or dismiss the report (both audited). */
export function ReportQueue() {
  const { t, i18n } = useTranslation(['social', 'common']);
  const reports = useReports();
  const decide = useDecideReport();
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const act = (reportId: string, decision: 'hide' | 'dismiss') =>
    decide.mutate(
      { reportId, decision },
      {
        onSuccess: () => toast.success(t(decision === 'hide' ? 'adminReports.hidden' : 'adminReports.dismissed')),
        onError: (error) => toast.error(t('adminReports.failed', { message: error.message })),
      },
    );

  return (
    <AdminList
      error={
        reports.isError ? (
          <p role="alert" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-4 text-sm">
            {t('adminReports.loadFailed')}
          </p>
        ) : null
      }
      empty={<EmptyState icon={Flag} title={t('adminReports.emptyTitle')} description={t('adminReports.emptyText')} />}
      items={reports.data?.reports ?? []}
      isLoading={reports.isPending}
      cards
      actions={{
        className: 'mt-3 flex-nowrap gap-2',
        buttons: (report) => [
          {
            text: t('adminReports.hide'),
            label: t('adminReports.hideLabel', { title: report.workoutTitle }),
            variant: 'destructive',
            disabled: decide.isPending,
            onClick: () => act(report.id, 'hide'),
          },
          {
            text: t('adminReports.dismiss'),
            label: t('adminReports.dismissLabel', { title: report.workoutTitle }),
            variant: 'secondary',
            disabled: decide.isPending,
            onClick: () => act(report.id, 'dismiss'),
          },
        ],
      }}
      renderItem={(report, actions) => (
        <>
          <h2 className="font-semibold">{report.workoutTitle}</h2>
          <p className="mt-1 text-sm text-muted">
            {t('adminReports.by')}
            <Link className="text-accent underline underline-offset-2" to={`/u/${report.owner.handle}`}>
              @{report.owner.handle}
            </Link>
            {' · '}
            {t('adminReports.reportedBy', { reporter: report.reporter.handle })} ·{' '}
            {dateFormat.format(new Date(report.createdAt))}
          </p>
          <p className="mt-2 text-sm">
            <span className="font-medium">{t(`report.reasons.${report.reason}`)}</span>
            {report.details ? <span className="whitespace-pre-line text-muted"> — {report.details}</span> : null}
          </p>
          {actions}
        </>
      )}
    />
  );
}
