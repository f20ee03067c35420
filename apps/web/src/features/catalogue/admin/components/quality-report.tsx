import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date-time';
import { LANGUAGES } from '@/lib/i18n';
import { useQualityReport } from '../api/get-quality-report';
import { CoverageBar, CoverageTable } from './coverage';
import { LoadError } from './load-error';
import { QualityCheckCard } from './quality-check-card';

/** The catalogue's translation coverage and its data checks, read-only. */
export function QualityReport() {
  const { t, i18n } = useTranslation('adminCatalogue');
  const report = useQualityReport();
  return (
    <>
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
                <QualityCheckCard key={check.key} check={check} />
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
