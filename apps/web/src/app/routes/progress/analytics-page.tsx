import { ChartColumn } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMe } from '@/lib/session';
import { useAnalytics } from '@/features/progress/api/get-analytics';
import { AnalyticsCards } from '@/features/progress/components/analytics-cards';
import { Segmented } from '@/features/progress/components/segmented';
import { progressFormat } from '@/features/progress/lib/format';
import { LoadFailed } from '@/features/progress/components/load-failed';
import { StartWorkoutEmpty } from '@/features/progress/components/start-workout-empty';

const PERIODS = [4, 12, 26, 52];

/** /analytics: weekly sets per muscle, workouts, volume and hours, the exercise split and a year of training days. */
export function AnalyticsPage() {
  const { t } = useTranslation(['progress', 'routes']);
  const lang = useAppLanguage();
  const unit = useMe().data?.profile.weightUnit ?? 'kg';
  const [weeks, setWeeks] = useState(12);
  const analytics = useAnalytics(weeks, lang);
  const format = useMemo(() => progressFormat(lang, unit, weeks > 26), [lang, unit, weeks]);
  useDocumentTitle(t('routes:analytics.title'));
  const hasTrained = analytics.data
    ? analytics.data.days.length > 0 || analytics.data.weeks.some((w) => w.workouts)
    : false;

  return (
    <>
      <PageHeader
        title={t('routes:analytics.title')}
        description={t('routes:analytics.description')}
        actions={
          <Segmented
            label={t('analytics.periodLabel')}
            value={weeks}
            onChange={setWeeks}
            options={PERIODS.map((value) => ({ value, label: t('analytics.weeksOption', { count: value }) }))}
          />
        }
      />
      {analytics.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-64 w-full" />
          ))}
        </div>
      ) : analytics.isError ? (
        <LoadFailed onRetry={() => void analytics.refetch()} />
      ) : !hasTrained ? (
        <StartWorkoutEmpty icon={ChartColumn} title={t('analytics.empty.title')} text={t('analytics.empty.text')} />
      ) : (
        <AnalyticsCards data={analytics.data} format={format} />
      )}
    </>
  );
}
