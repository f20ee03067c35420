import type { QualityCheck } from '@lifeorbit/contracts/admin-catalogue';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useQualityReport } from '@/features/catalogue/admin/api/get-quality-report';
import { CoverageBar, CoverageTable } from '@/features/catalogue/admin/components/coverage';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { LANGUAGES } from '@/lib/i18n';

function CheckCard({ check }: { check: QualityCheck }) {
  const { t } = useTranslation('adminCatalogue');
  const ok = check.count === 0;
  return (
    <Card className="p-4 md:p-4">
      <div className="flex items-start gap-3">
        {ok ? (
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent" strokeWidth={1.75} aria-hidden />
        ) : (
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" strokeWidth={1.75} aria-hidden />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{t(`quality.checks.${check.key}.title`)}</h3>
          <p className="text-sm text-muted">{t(`quality.checks.${check.key}.description`)}</p>
          <p className={ok ? 'mt-2 text-sm text-accent' : 'mt-2 text-sm text-warning'}>
            {ok ? t('quality.none') : t('quality.found', { count: check.count })}
          </p>
          {check.items.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1 text-sm">
              {check.items.map((item) => (
                <li key={`${item.id}-${item.detail ?? ''}`} className="rounded-full border border-border px-2 py-0.5">
                  {item.name}
                  {item.detail ? <span className="ml-1 text-xs text-muted tabular-nums">{item.detail}</span> : null}
                </li>
              ))}
              {check.count > check.items.length ? (
                <li className="px-2 py-0.5 text-muted">
                  {t('quality.more', { count: check.count - check.items.length })}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** /data-quality-report (public, read-only): translation coverage and data checks of the exercise catalogue. */
export function DataQualityReportPage() {
  const { t, i18n } = useTranslation(['adminCatalogue', 'routes']);
  useDocumentTitle(t('routes:dataQualityReport.title'));
  const report = useQualityReport();
  return (
    <>
      <PageHeader title={t('routes:dataQualityReport.title')} description={t('routes:dataQualityReport.description')} />
      {report.isPending ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-72" />
        </div>
      ) : null}
      {report.isError ? <LoadError error={report.error} onRetry={() => void report.refetch()} /> : null}
      {report.data ? (
        <div className="flex flex-col gap-6">
          <section aria-labelledby="quality-overall" className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <h2 id="quality-overall" className="sr-only">
              {t('quality.overall')}
            </h2>
            <Card className="p-4 md:p-4">
              <p className="text-sm text-muted">{t('quality.exercises')}</p>
              <p className="text-2xl font-semibold tabular-nums">{report.data.exerciseCount}</p>
            </Card>
            {LANGUAGES.map((code) => (
              <Card key={code} className="p-4 md:p-4">
                <p className="text-sm text-muted">
                  {t('quality.translatedIn', { language: t(`languagesInText.${code}`) })}
                </p>
                <CoverageBar
                  percent={report.data.coverage.overall.percent[code]}
                  label={t('quality.translatedIn', { language: t(`languagesInText.${code}`) })}
                />
              </Card>
            ))}
          </section>
          <section>
            <h2 className="mb-2 text-lg font-semibold">{t('translations.coverageTitle')}</h2>
            <CoverageTable coverage={report.data.coverage} />
          </section>
          <section>
            <h2 className="mb-2 text-lg font-semibold">{t('quality.checksTitle')}</h2>
            <div className="grid gap-3 md:grid-cols-2">
              {report.data.checks.map((check) => (
                <CheckCard key={check.key} check={check} />
              ))}
            </div>
          </section>
          <p className="text-xs text-muted">
            {t('quality.generatedAt', { date: formatDateTime(report.data.generatedAt, i18n.language) })}
          </p>
        </div>
      ) : null}
    </>
  );
}
