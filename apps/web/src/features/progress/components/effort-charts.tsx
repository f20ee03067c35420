import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExerciseEffortMode, ExerciseProgressPoint } from '@lifeorbit/contracts';
import { Card } from '@/components/ui/card';
import type { ProgressFormat } from '../lib/format';
import { ChartCard } from './chart-card';
import type { ChartSeries } from './time-chart';

/**
 * The charts of a time or distance exercise (issue 39), each with its table: time (longest set and total), distance
 * (farthest set and total) and best pace over the sessions, and the heaviest set when its sets carry a weight (a
 * farmer's walk). A chart no session has a value for is left out (a plank has no distance).
 */
export function EffortCharts({
  name,
  effortMode,
  points,
  period,
  format,
}: {
  name: string;
  effortMode: ExerciseEffortMode;
  points: ExerciseProgressPoint[];
  period: string;
  format: ProgressFormat;
}) {
  const { t } = useTranslation('progress');
  const effort = format.effort;
  const charts = useMemo(() => {
    const x = points.map((p) => Date.parse(p.performedAt) / 1000);
    const distanceUnit = effort.chartDistanceUnit(points.map((p) => p.longestDistanceM ?? 0));
    const inDistance = (metres: number | null) =>
      metres === null ? null : effort.inDistanceUnit(metres, distanceUnit);
    const timeSeries: ChartSeries[] = [
      { label: t('charts.longestTime'), values: points.map((p) => p.longestDurationSec) },
      {
        label: t('charts.totalTime'),
        values: points.map((p) => (p.longestDurationSec === null ? null : p.totalDurationSec)),
      },
    ];
    const distanceSeries: ChartSeries[] = [
      {
        label: t('charts.farthest', { unit: distanceUnit }),
        values: points.map((p) => inDistance(p.longestDistanceM)),
      },
      {
        label: t('charts.totalDistance', { unit: distanceUnit }),
        values: points.map((p) => (p.longestDistanceM === null ? null : inDistance(p.totalDistanceM))),
      },
    ];
    const paceSeries: ChartSeries[] = [
      {
        label: t('charts.bestPace', { unit: effort.paceUnit }),
        values: points.map((p) => (p.bestPaceSecPerKm === null ? null : effort.paceValue(p.bestPaceSecPerKm))),
      },
    ];
    const heaviestSeries: ChartSeries[] = [
      { label: t('charts.heaviest', { unit: format.unit }), values: points.map((p) => format.inUnit(p.heaviestKg)) },
    ];
    return {
      x,
      distanceUnit,
      hasTime: points.some((p) => p.longestDurationSec !== null),
      hasDistance: points.some((p) => p.longestDistanceM !== null),
      hasPace: points.some((p) => p.bestPaceSecPerKm !== null),
      hasWeight: points.some((p) => p.heaviestKg > 0),
      timeSeries,
      distanceSeries,
      paceSeries,
      heaviestSeries,
    };
  }, [points, effort, format, t]);

  const distanceCard = charts.hasDistance ? (
    <ChartCard
      title={t('charts.distanceTitle', { name, unit: charts.distanceUnit })}
      period={period}
      x={charts.x}
      series={charts.distanceSeries}
      formatValue={(value) => effort.distanceIn(value, charts.distanceUnit)}
      formatTime={format.date}
    />
  ) : null;
  const timeCard = charts.hasTime ? (
    <ChartCard
      title={t('charts.timeTitle', { name })}
      period={period}
      x={charts.x}
      series={charts.timeSeries}
      formatValue={effort.duration}
      formatTime={format.date}
    />
  ) : null;
  return (
    <>
      {/* A distance exercise is about its distance first; a hold about its time. */}
      {effortMode === 'distance' ? (
        <>
          {distanceCard}
          {timeCard}
        </>
      ) : (
        <>
          {timeCard}
          {distanceCard}
        </>
      )}
      {charts.hasPace ? (
        <ChartCard
          title={t('charts.paceTitle', { name, unit: effort.paceUnit })}
          period={period}
          x={charts.x}
          series={charts.paceSeries}
          formatValue={(value) => `${effort.duration(value)} /${effort.paceUnit}`}
          formatTime={format.date}
        />
      ) : null}
      {charts.hasWeight ? (
        <ChartCard
          title={t('charts.heaviestTitle', { name, unit: format.unit })}
          period={period}
          x={charts.x}
          series={charts.heaviestSeries}
          formatValue={(value) => format.number(value)}
          formatTime={format.date}
        />
      ) : null}
      {!charts.hasTime && !charts.hasDistance ? (
        <Card>
          <p className="text-sm text-muted">{t('charts.noEffort', { name })}</p>
        </Card>
      ) : null}
    </>
  );
}
