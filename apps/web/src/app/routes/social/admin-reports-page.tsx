import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { dateTimeFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDecideReport } from '@/features/social/api/decide-report';
import { useReports } from '@/features/social/api/get-reports';

/** /admin/reports: open reports of workouts, newest first; hide the workout or dismiss the report (both audited). */
export function AdminReportsPage() {
  const { t, i18n } = useTranslation(['social', 'routes', 'common']);
  const reports = useReports();
  const decide = useDecideReport();
  useDocumentTitle(t('routes:adminReports.title'));
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const list = reports.data?.reports ?? [];
  const act = (reportId: string, decision: 'hide' | 'dismiss') =>
    decide.mutate(
      { reportId, decision },
      {
        onSuccess: () => toast.success(t(decision === 'hide' ? 'adminReports.hidden' : 'adminReports.dismissed')),
        onError: (error) => toast.error(t('adminReports.failed', { message: error.message })),
      },
    );

  return (
    <>
      <PageHeader title={t('routes:adminReports.title')} description={t('routes:adminReports.description')} />
      {reports.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : reports.isError ? (
        <p role="alert" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-4 text-sm">
          {t('adminReports.loadFailed')}
        </p>
      ) : list.length === 0 ? (
        <EmptyState icon={Flag} title={t('adminReports.emptyTitle')} description={t('adminReports.emptyText')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((report) => (
            <li key={report.id} className="rounded-[12px] border border-border bg-surface p-4">
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
              <div className="mt-3 flex gap-2">
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={decide.isPending}
                  aria-label={t('adminReports.hideLabel', { title: report.workoutTitle })}
                  onClick={() => act(report.id, 'hide')}
                >
                  {t('adminReports.hide')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={decide.isPending}
                  aria-label={t('adminReports.dismissLabel', { title: report.workoutTitle })}
                  onClick={() => act(report.id, 'dismiss')}
                >
                  {t('adminReports.dismiss')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
