import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsResponse } from '@lifeorbit/contracts';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { daySeconds, type ProgressFormat } from '../lib/format';
import { ChartCard } from './chart-card';
import { TrainingHeatmap } from './training-heatmap';

const MUSCLES_SHOWN = 12;
const EXERCISES_SHOWN = 8;

/** The analytics page's cards; each says which period it covers. */
export function AnalyticsCards({ data, format }: { data: AnalyticsResponse; format: ProgressFormat }) {
  const { t } = useTranslation('progress');
  const period = t('analytics.period', {
    count: data.weeks.length,
    from: format.day(data.from),
    until: format.day(data.until),
  });
  const unit = format.unit;
  const effort = format.effort;
  const charts = useMemo(() => {
    const x = data.weeks.map((week) => daySeconds(week.weekStart));
    const distanceUnit = effort.chartDistanceUnit(data.weeks.map((week) => week.distanceM));
    return {
      x,
      distanceUnit,
      timed: [{ label: t('analytics.timedMinutes'), values: data.weeks.map((week) => week.timedSec / 60) }],
      distance: [
        {
          label: t('analytics.distance', { unit: distanceUnit }),
          values: data.weeks.map((week) => effort.inDistanceUnit(week.distanceM, distanceUnit)),
        },
      ],
      workouts: [{ label: t('analytics.workouts'), values: data.weeks.map((week) => week.workouts) }],
      volume: [
        { label: t('analytics.volume', { unit }), values: data.weeks.map((week) => format.inUnit(week.volumeKg)) },
      ],
      hours: [{ label: t('analytics.hours'), values: data.weeks.map((week) => week.trainingSec / 3600) }],
    };
  }, [data, format, effort, t, unit]);
  const hasEffort = data.weeks.some((week) => week.timedSec > 0 || week.distanceM > 0);
  const totalVolume = data.exercises.reduce((sum, x) => sum + x.volumeKg, 0);
  const muscles = data.muscles.slice(0, MUSCLES_SHOWN);

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      {[
        { title: t('analytics.workoutsTitle'), series: charts.workouts, digits: 0 },
        { title: t('analytics.volumeTitle', { unit }), series: charts.volume, digits: 0 },
        { title: t('analytics.hoursTitle'), series: charts.hours, digits: 1 },
      ].map((chart) => (
        <ChartCard
          key={chart.title}
          title={chart.title}
          period={period}
          x={charts.x}
          series={chart.series}
          kind="bars"
          formatValue={(value) => format.number(value, chart.digits)}
          formatTime={format.date}
        />
      ))}
      {/* Time and distance sets (issue 39): holds, runs, rows. */}
      {hasEffort ? (
        <>
          <ChartCard
            title={t('analytics.timedTitle')}
            period={period}
            x={charts.x}
            series={charts.timed}
            kind="bars"
            formatValue={(value) => format.number(value, 0)}
            formatTime={format.date}
          />
          <ChartCard
            title={t('analytics.distanceTitle', { unit: charts.distanceUnit })}
            period={period}
            x={charts.x}
            series={charts.distance}
            kind="bars"
            formatValue={(value) =>
              format.number(value, charts.distanceUnit === 'm' || charts.distanceUnit === 'yd' ? 0 : 1)
            }
            formatTime={format.date}
          />
        </>
      ) : (
        <Card>
          <CardTitle>{t('analytics.effortTitle')}</CardTitle>
          <CardDescription>{period}</CardDescription>
          <p className="mt-3 text-sm text-muted">{t('analytics.noEffort')}</p>
        </Card>
      )}
      <Card>
        <CardTitle>{t('analytics.musclesTitle')}</CardTitle>
        <CardDescription>{period}</CardDescription>
        <p className="mt-1 text-xs text-muted">{t('analytics.musclesHint')}</p>
        {muscles.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{t('analytics.noneInPeriod')}</p>
        ) : (
          <ScrollRegion label={t('analytics.musclesTitle')} className="mt-3 rounded-[8px] border border-border">
            <table className="w-full text-left text-sm tabular-nums">
              <caption className="sr-only">{`${t('analytics.musclesTitle')}, ${period}`}</caption>
              <thead className="bg-raised text-xs text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('analytics.muscle')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('analytics.perWeek')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('analytics.thisWeek')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('analytics.total')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {muscles.map((muscle) => (
                  <tr key={muscle.muscleId}>
                    <th scope="row" className="px-3 py-2 font-normal">
                      {muscle.name}
                    </th>
                    <td className="px-3 py-2">{format.number(muscle.total / data.weeks.length)}</td>
                    <td className="px-3 py-2">{format.number(muscle.sets.at(-1) ?? 0)}</td>
                    <td className="px-3 py-2">{format.number(muscle.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </Card>
      <Card>
        <CardTitle>{t('analytics.splitTitle')}</CardTitle>
        <CardDescription>{period}</CardDescription>
        {data.exercises.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{t('analytics.noneInPeriod')}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {data.exercises.slice(0, EXERCISES_SHOWN).map((x) => {
              const share = totalVolume > 0 ? x.volumeKg / totalVolume : 0;
              return (
                <li key={x.exerciseId} className="text-sm">
                  <div className="flex justify-between gap-2">
                    <span className="truncate">{x.name}</span>
                    <span className="shrink-0 text-muted tabular-nums">
                      {t('analytics.share', {
                        share: format.number(share * 100, 0),
                        volume: format.weight(x.volumeKg),
                      })}
                    </span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-raised" aria-hidden>
                    <div className="h-2 rounded-full bg-accent" style={{ width: `${Math.max(share * 100, 1)}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <div className="lg:col-span-2">
        <TrainingHeatmap from={data.heatmapFrom} until={data.until} days={data.days} format={format} />
      </div>
    </div>
  );
}
