import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { usePersonaDashboard } from '../api/get-persona-dashboard';
import { dateTimeFormat, numberFormat } from '@/lib/intl';

/** The dashboard loading, said to screen readers. */
export function PersonaLoading() {
  const { t } = useTranslation('demo');
  return (
    <div role="status">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** A small table: a row header, then numbers aligned right (what a screen reader reads for the summary). */
function SummaryTable({
  columns,
  rows,
}: {
  columns: [string, string, string];
  rows: [string, string, string, string][];
}) {
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-muted">
          {columns.map((column, i) => (
            <th key={column} scope="col" className={i === 0 ? 'py-1 font-medium' : 'py-1 text-right font-medium'}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, header, a, b]) => (
          <tr key={key} className="border-t border-border">
            <th scope="row" className="py-2 text-left font-medium">
              {header}
            </th>
            <td className="py-2 text-right tabular-nums">{a}</td>
            <td className="py-2 text-right tabular-nums">{b}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A seeded persona's dashboard: totals, heaviest lifts and recent weeks. */
export function PersonaDashboard({ id }: { id: string }) {
  const { t, i18n } = useTranslation('demo');
  const dashboard = usePersonaDashboard(id, i18n.language);
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  if (dashboard.isPending) return <PersonaLoading />;
  if (dashboard.isError) return <p role="alert">{t('error')}</p>;
  const { totals, topLifts, weeks, member } = dashboard.data;
  const stats: [string, string][] = [
    [t('dashboard.workouts'), number.format(totals.workouts)],
    [t('dashboard.sets'), number.format(totals.sets)],
    [t('dashboard.volume'), `${number.format(totals.volumeKg)} kg`],
    [t('dashboard.records'), number.format(totals.personalRecords)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="persona-summary">
        <h2 id="persona-summary" className="mb-1 text-lg font-semibold">
          {member.name}
        </h2>
        <p className="mb-3 text-sm text-muted">
          {t(`personas.${member.persona}.name`)}
          {totals.firstWorkoutAt && totals.lastWorkoutAt
            ? ` · ${t('dashboard.range', {
                from: date.format(new Date(totals.firstWorkoutAt)),
                to: date.format(new Date(totals.lastWorkoutAt)),
              })}`
            : ''}
        </p>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {stats.map(([label, value]) => (
            <div key={label} className="rounded-[12px] border border-border bg-surface p-3">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="persona-lifts">
        <h2 id="persona-lifts" className="mb-2 text-lg font-semibold">
          {t('dashboard.topLifts')}
        </h2>
        {topLifts.length === 0 ? (
          <p className="text-sm text-muted">{t('dashboard.noLifts')}</p>
        ) : (
          <SummaryTable
            columns={[t('dashboard.exercise'), t('dashboard.best'), t('dashboard.oneRepMax')]}
            rows={topLifts.map((lift) => [
              lift.exerciseId,
              lift.name,
              `${number.format(lift.bestKg)} kg`,
              `${number.format(lift.bestOneRepMaxKg)} kg`,
            ])}
          />
        )}
      </section>
      <section aria-labelledby="persona-weeks">
        <h2 id="persona-weeks" className="mb-2 text-lg font-semibold">
          {t('dashboard.weeks')}
        </h2>
        <SummaryTable
          columns={[t('dashboard.week'), t('dashboard.workouts'), t('dashboard.volume')]}
          rows={weeks.map((week) => [
            week.weekStart,
            date.format(new Date(`${week.weekStart}T00:00:00Z`)),
            number.format(week.workouts),
            `${number.format(week.volumeKg)} kg`,
          ])}
        />
      </section>
    </div>
  );
}
