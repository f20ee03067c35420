import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressRange, TrainedExercise } from '@lifeorbit/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useExerciseProgress } from '../api/get-exercise-progress';
import { progressFormat } from '../lib/format';
import { ChartCard } from './chart-card';
import { EffortCharts } from './effort-charts';
import { RecordsTable } from './records-table';
import { Segmented } from './segmented';

const RANGES: ProgressRange[] = ['4w', '12w', '1y', 'all'];

/**
 * Pick an exercise (most trained first, with a search) and see its strength and volume over a range; a time or
 * distance exercise (issue 39) its time, distance and pace.
 */
export function ExerciseProgress({
  exercises,
  lang,
  unit,
}: {
  exercises: TrainedExercise[];
  lang: string;
  unit: 'kg' | 'lb';
}) {
  const { t } = useTranslation('progress');
  const [search, setSearch] = useState('');
  const [exerciseId, setExerciseId] = useState(exercises[0]!.exerciseId);
  const [range, setRange] = useState<ProgressRange>('12w');
  const progress = useExerciseProgress(exerciseId, range, lang);
  const format = useMemo(() => progressFormat(lang, unit, range === '1y' || range === 'all'), [lang, unit, range]);
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase(lang);
    const found = needle ? exercises.filter((x) => x.name.toLocaleLowerCase(lang).includes(needle)) : exercises;
    // The chosen exercise stays in the list, so the select never shows another one than the charts.
    return found.some((x) => x.exerciseId === exerciseId)
      ? found
      : [exercises.find((x) => x.exerciseId === exerciseId)!, ...found];
  }, [exercises, search, exerciseId, lang]);

  const data = progress.data;
  const period = t(`range.period.${range}`);
  const weightValue = (value: number) => format.number(value);
  const charts = useMemo(() => {
    const points = data?.points ?? [];
    return {
      points,
      x: points.map((p) => Date.parse(p.performedAt) / 1000),
      strength: [
        { label: t('charts.e1rm', { unit }), values: points.map((p) => format.inUnit(p.e1rmKg)) },
        { label: t('charts.heaviest', { unit }), values: points.map((p) => format.inUnit(p.heaviestKg)) },
      ],
      bestSet: [
        { label: t('charts.bestSetVolume', { unit }), values: points.map((p) => format.inUnit(p.bestSetVolumeKg)) },
      ],
      volume: [{ label: t('charts.sessionVolume', { unit }), values: points.map((p) => format.inUnit(p.volumeKg)) }],
    };
  }, [data, format, t, unit]);

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <div className="grid gap-3 md:grid-cols-2">
          <Field id="progress-search" label={t('picker.search')}>
            <Input
              id="progress-search"
              type="search"
              value={search}
              placeholder={t('picker.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field>
          <Field id="progress-exercise" label={t('picker.exercise')}>
            <NativeSelect
              id="progress-exercise"
              value={exerciseId}
              onChange={(event) => setExerciseId(event.target.value)}
            >
              {shown.map((x) => (
                <option key={x.exerciseId} value={x.exerciseId}>
                  {t('picker.option', { name: x.name, count: x.sessions })}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <div className="mt-3">
          <Segmented
            label={t('range.label')}
            value={range}
            onChange={setRange}
            options={RANGES.map((value) => ({ value, label: t(`range.${value}`) }))}
          />
        </div>
      </Card>

      {progress.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : progress.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('loadFailed')}
        </p>
      ) : charts.points.length === 0 ? (
        <Card>
          <p className="text-sm text-muted">{t('noSessionsInRange', { name: data?.name })}</p>
        </Card>
      ) : data!.effortMode !== 'reps' ? (
        <EffortCharts
          name={data!.name}
          effortMode={data!.effortMode}
          points={charts.points}
          period={period}
          format={format}
        />
      ) : (
        <>
          <ChartCard
            title={t('charts.strength', { name: data!.name })}
            period={period}
            x={charts.x}
            series={charts.strength}
            formatValue={weightValue}
            formatTime={format.date}
          />
          <ChartCard
            title={t('charts.bestSetVolume', { unit })}
            period={period}
            x={charts.x}
            series={charts.bestSet}
            formatValue={weightValue}
            formatTime={format.date}
          />
          <ChartCard
            title={t('charts.sessionVolume', { unit })}
            period={period}
            x={charts.x}
            kind="bars"
            series={charts.volume}
            formatValue={(value) => format.number(value, 0)}
            formatTime={format.date}
          />
        </>
      )}

      {data ? (
        <Card>
          <CardTitle>{t('records.forExercise', { name: data.name })}</CardTitle>
          <div className="mt-3">
            <RecordsTable
              records={data.records}
              format={format}
              caption={t('records.forExercise', { name: data.name })}
            />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
