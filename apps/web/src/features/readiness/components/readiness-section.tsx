import { Activity } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useReadinessHistory } from '../api/get-readiness-history';
import { ReadinessCheckIn } from './readiness-check-in';
import { formatDay } from '@/lib/local-date';

const HISTORY_DAYS = 90;

/** What the readiness chart draws: the energy of each day checked in, on a 0 to 100 scale. */
export interface ReadinessChart {
  title: string;
  points: { day: string; value: number }[];
  min: number;
  max: number;
  valueLabel: string;
}

/**
 * Readiness beside the journal: the check-ins of the last 90 days as a chart (drawn by `renderChart`, the page's
 * day chart) and a list, and a check-in form.
 */
export function ReadinessSection({
  today,
  lang,
  renderChart,
}: {
  today: string;
  lang: string;
  renderChart: (chart: ReadinessChart) => ReactNode;
}) {
  const { t } = useTranslation(['journal', 'trainingRules']);
  const history = useReadinessHistory(HISTORY_DAYS, today);
  const [isLogging, setIsLogging] = useState(false);
  const checkins = history.data?.checkins ?? [];
  const todays = checkins.find((c) => c.day === today) ?? null;

  return (
    <section aria-labelledby="readiness-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="readiness-title" className="text-lg font-semibold">
          {t('journal:readiness.title')}
        </h2>
        <Button variant="secondary" onClick={() => setIsLogging((v) => !v)} aria-expanded={isLogging}>
          {todays ? t('journal:readiness.update') : t('journal:readiness.log')}
        </Button>
      </div>
      {isLogging ? (
        <div className="rounded-[12px] border border-border bg-surface p-4">
          <ReadinessCheckIn initial={todays} onSaved={() => setIsLogging(false)} />
        </div>
      ) : null}
      {history.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : history.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('journal:readiness.loadFailed')}
        </p>
      ) : checkins.length === 0 ? (
        <div className="flex flex-col items-center rounded-[12px] border border-dashed border-border px-6 py-8 text-center">
          <Activity className="mb-2 size-7 text-muted" aria-hidden />
          <p className="text-sm text-muted">{t('journal:readiness.empty')}</p>
        </div>
      ) : (
        <>
          {renderChart({
            title: t('journal:readiness.chartTitle', { days: HISTORY_DAYS }),
            points: checkins.map((c) => ({ day: c.day, value: c.energy })),
            min: 0,
            max: 100,
            valueLabel: t('journal:readiness.value'),
          })}
          <ul className="flex flex-col divide-y divide-border rounded-[12px] border border-border bg-surface text-sm">
            {checkins.slice(0, 7).map((c) => (
              <li key={c.day} className="flex items-center justify-between gap-2 px-4 py-2">
                <span>{formatDay(c.day, lang, { weekday: 'short', day: 'numeric', month: 'short' })}</span>
                <span className="text-muted tabular-nums">{t('journal:readiness.item', { value: c.energy })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
