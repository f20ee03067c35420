import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { SERIES_CLASSES, TimeChart, type ChartSeries } from './time-chart';

/**
 * A card with a chart and the same numbers as a table: the table is always there for screen readers and shows on
 * screen with "Show as table".
 */
export function ChartCard({
  title,
  period,
  x,
  series,
  kind,
  formatValue,
  formatTime,
  action,
}: {
  title: string;
  /** What period the card covers, in words. */
  period: string;
  x: number[];
  series: ChartSeries[];
  kind?: 'line' | 'bars';
  formatValue: (value: number) => string;
  formatTime: (seconds: number) => string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('progress');
  const [isTable, setIsTable] = useState(false);
  const tableId = useId();
  const table = (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="sr-only">{`${title}, ${period}`}</caption>
      <thead className="sticky top-0 bg-raised text-xs text-muted">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">
            {t('chart.date')}
          </th>
          {series.map((s) => (
            <th key={s.label} scope="col" className="px-3 py-2 font-semibold">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {x.map((time, index) => (
          <tr key={time}>
            <th scope="row" className="px-3 py-1.5 font-normal">
              {formatTime(time)}
            </th>
            {series.map((s) => {
              const value = s.values[index];
              return (
                <td key={s.label} className="px-3 py-1.5">
                  {value == null ? '–' : formatValue(value)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{period}</CardDescription>
        </div>
        <div className="flex items-center gap-2">
          {action}
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={isTable}
            aria-controls={tableId}
            onClick={() => setIsTable((value) => !value)}
          >
            {isTable ? t('chart.showChart') : t('chart.showTable')}
          </Button>
        </div>
      </div>
      <div className="mt-3">
        {isTable ? null : (
          <>
            {series.length > 1 ? (
              <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden>
                {series.map((s, index) => (
                  <li key={s.label} className="flex items-center gap-1.5">
                    <span
                      className={`size-2.5 rounded-full bg-current ${SERIES_CLASSES[index % SERIES_CLASSES.length]}`}
                    />
                    {s.label}
                  </li>
                ))}
              </ul>
            ) : null}
            <TimeChart x={x} series={series} kind={kind} formatValue={formatValue} formatTime={formatTime} />
          </>
        )}
        {isTable ? (
          <ScrollRegion label={title} className="max-h-80 rounded-[8px] border border-border">
            <div id={tableId}>{table}</div>
          </ScrollRegion>
        ) : (
          <div id={tableId} className="sr-only">
            {table}
          </div>
        )}
      </div>
    </Card>
  );
}
