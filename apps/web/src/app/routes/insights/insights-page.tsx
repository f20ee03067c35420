import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useInsights } from '@/features/insights/api/get-insights';
import { InsightCard, PendingCard } from '@/features/insights/components/insight-card';
import { WeeklyReviewCard } from '@/features/insights/components/weekly-review-card';
import { localDay } from '@/lib/local-date';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /insights (issue 18): honest statements about the member's own data, with the numbers, and the weekly review. */
export function InsightsPage() {
  const { t } = useTranslation(['insights', 'routes', 'common']);
  const lang = useAppLanguage();
  useDocumentTitle(t('routes:insights.title'));
  const insights = useInsights(localDay(), lang);
  const data = insights.data;

  return (
    <>
      <PageHeader title={t('routes:insights.title')} description={t('insights:intro')} />
      {insights.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : insights.isError || !data ? (
        <div role="alert" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-4">
          <p className="text-sm">{t('insights:loadFailed')}</p>
          <Button className="mt-3" variant="secondary" onClick={() => void insights.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section aria-labelledby="found-title" className="flex flex-col gap-3">
            <h2 id="found-title" className="text-lg font-semibold">
              {t('insights:found.title')}
            </h2>
            {data.insights.length ? (
              <ul className="flex flex-col gap-3">
                {data.insights.map((insight) => (
                  <li key={`${insight.driver.key}-${insight.outcome}-${insight.lag}`}>
                    <InsightCard insight={insight} lang={lang} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState
                icon={Lightbulb}
                title={t('insights:found.emptyTitle')}
                description={
                  data.checked
                    ? t('insights:found.nothingYet', { count: data.checked })
                    : t('insights:found.emptyText', { days: data.minimumDays })
                }
              />
            )}
            <p className="text-xs text-muted">{t('insights:honesty')}</p>
            {data.pending.length ? (
              <>
                <h2 className="mt-3 text-lg font-semibold">{t('insights:pending.heading')}</h2>
                <ul className="flex flex-col gap-3">
                  {data.pending.map((pending) => (
                    <li key={`${pending.driver.key}-${pending.outcome}-${pending.lag}`}>
                      <PendingCard pending={pending} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          <div>
            <WeeklyReviewCard review={data.weekly} lang={lang} />
          </div>
        </div>
      )}
    </>
  );
}
