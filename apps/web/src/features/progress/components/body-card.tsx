import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressRange } from '@lifeorbit/contracts';
import { toKg } from '@lifeorbit/domain';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-field';
import { DecimalField } from '@/components/ui/decimal-field';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api';
import { localDay } from '@/lib/local-date';
import { parseDecimal } from '@/lib/parse-decimal';
import { toast } from '@/lib/toast';
import { useBodyMeasurements } from '../api/get-body-measurements';
import { useSaveBodyMeasurement } from '../api/save-body-measurement';
import { daySeconds, progressFormat } from '../lib/format';
import { ChartCard } from './chart-card';

type FieldName = 'day' | 'bodyWeightKg' | 'waistCm' | 'bodyFatPct';

/** Body weight and optional measurements: a form for a day and a chart of what was logged. */
export function BodyCard({ lang, unit }: { lang: string; unit: 'kg' | 'lb' }) {
  const { t } = useTranslation('progress');
  const [range, setRange] = useState<ProgressRange>('1y');
  const measurements = useBodyMeasurements(range);
  const save = useSaveBodyMeasurement();
  const [day, setDay] = useState(localDay());
  const [weight, setWeight] = useState('');
  const [waist, setWaist] = useState('');
  const [fat, setFat] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const format = useMemo(() => progressFormat(lang, unit, true), [lang, unit]);

  const rows = useMemo(() => measurements.data?.measurements ?? [], [measurements.data]);
  const chart = useMemo(() => {
    const weighed = rows.filter((row) => row.bodyWeightKg !== null);
    return {
      x: weighed.map((row) => daySeconds(row.day)),
      series: [{ label: t('body.weight', { unit }), values: weighed.map((row) => format.inUnit(row.bodyWeightKg!)) }],
      measured: rows.filter((row) => row.waistCm !== null || row.bodyFatPct !== null),
    };
  }, [rows, format, t, unit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = { bodyWeightKg: parseDecimal(weight), waistCm: parseDecimal(waist), bodyFatPct: parseDecimal(fat) };
    if (typed.bodyWeightKg === null && typed.waistCm === null && typed.bodyFatPct === null) {
      setErrors({ bodyWeightKg: t('body.errors.required') });
      return;
    }
    setErrors({});
    save.mutate(
      {
        day,
        ...(typed.bodyWeightKg !== null && { bodyWeightKg: Math.round(toKg(typed.bodyWeightKg, unit) * 100) / 100 }),
        ...(typed.waistCm !== null && { waistCm: typed.waistCm }),
        ...(typed.bodyFatPct !== null && { bodyFatPct: typed.bodyFatPct }),
      },
      {
        onSuccess: () => {
          setWeight('');
          setWaist('');
          setFat('');
          toast.success(t('body.saved'));
        },
        onError: (error) => {
          const found: Partial<Record<FieldName, string>> = {};
          for (const detail of error instanceof ApiError ? error.details : []) {
            const field = detail.field as FieldName;
            found[field] = t(`body.errors.${field}`, { defaultValue: t('body.errors.invalid') });
          }
          setErrors(Object.keys(found).length ? found : { bodyWeightKg: t('body.errors.failed') });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardTitle>{t('body.title')}</CardTitle>
        <CardDescription>{t('body.description')}</CardDescription>
        <form className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={submit} noValidate>
          <Field id="body-day" label={t('body.day')} error={errors.day}>
            <DateField
              id="body-day"
              lang={lang}
              value={day}
              aria-invalid={errors.day ? true : undefined}
              onChange={setDay}
            />
          </Field>
          <DecimalField
            id="body-weight"
            label={t('body.weight', { unit })}
            value={weight}
            error={errors.bodyWeightKg}
            onChange={setWeight}
          />
          <DecimalField
            id="body-waist"
            label={t('body.waist')}
            value={waist}
            error={errors.waistCm}
            onChange={setWaist}
          />
          <DecimalField id="body-fat" label={t('body.fat')} value={fat} error={errors.bodyFatPct} onChange={setFat} />
          <div className="sm:col-span-2 lg:col-span-4">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('body.saving') : t('body.save')}
            </Button>
          </div>
        </form>
      </Card>
      {measurements.isPending ? null : chart.x.length === 0 ? (
        <p className="text-sm text-muted">{t('body.empty')}</p>
      ) : (
        <ChartCard
          title={t('body.chartTitle')}
          period={t(`range.period.${range}`)}
          x={chart.x}
          series={chart.series}
          formatValue={(value) => format.number(value)}
          formatTime={format.date}
          action={
            <Button variant="ghost" size="sm" onClick={() => setRange(range === '1y' ? 'all' : '1y')}>
              {range === '1y' ? t('range.showAll') : t('range.showYear')}
            </Button>
          }
        />
      )}
      {chart.measured.length > 0 ? (
        <Card>
          <CardTitle>{t('body.measurementsTitle')}</CardTitle>
          <ul className="mt-3 divide-y divide-border text-sm tabular-nums">
            {chart.measured
              .slice(-8)
              .reverse()
              .map((row) => (
                <li key={row.day} className="flex justify-between gap-3 py-2">
                  <span>{format.day(row.day)}</span>
                  <span className="text-muted">
                    {[
                      row.waistCm !== null ? t('body.waistValue', { value: format.number(row.waistCm) }) : null,
                      row.bodyFatPct !== null ? t('body.fatValue', { value: format.number(row.bodyFatPct) }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
