import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/local-date';

export interface DayPoint {
  day: string;
  value: number;
}

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/**
 * A small line chart of one value by day, drawn as SVG, with the same numbers as a table a screen reader reads
 * ("Show as table"). Kept small and local until the shared chart library of /progress lands; it can move there.
 */
export function DayLineChart({
  title,
  points,
  min,
  max,
  lang,
  valueLabel,
}: {
  title: string;
  points: DayPoint[];
  min: number;
  max: number;
  lang: string;
  valueLabel: string;
}) {
  const { t } = useTranslation('journal');
  const titleId = useId();
  const sorted = [...points].sort((a, b) => a.day.localeCompare(b.day));
  const first = sorted[0]?.day;
  const last = sorted.at(-1)?.day;
  const span = first && last ? Math.max(1, (Date.parse(last) - Date.parse(first)) / 86_400_000) : 1;
  const x = (day: string) =>
    PAD + ((Date.parse(day) - Date.parse(first ?? day)) / 86_400_000 / span) * (WIDTH - 2 * PAD);
  const y = (value: number) => HEIGHT - PAD - ((value - min) / (max - min)) * (HEIGHT - 2 * PAD);
  const line = sorted.map((p) => `${x(p.day).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const average = sorted.length ? sorted.reduce((s, p) => s + p.value, 0) / sorted.length : 0;

  return (
    <figure aria-labelledby={titleId} className="rounded-[12px] border border-border bg-surface p-4">
      <figcaption id={titleId} className="mb-2 text-sm font-semibold">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-32 w-full text-accent"
        role="img"
        aria-label={t('chart.summary', { count: sorted.length, average: average.toFixed(0) })}
        preserveAspectRatio="none"
      >
        <line
          x1={PAD}
          x2={WIDTH - PAD}
          y1={y((min + max) / 2)}
          y2={y((min + max) / 2)}
          className="stroke-border"
          strokeDasharray="4 4"
        />
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" />
        {sorted.map((p) => (
          <circle key={p.day} cx={x(p.day)} cy={y(p.value)} r={2.5} fill="currentColor" />
        ))}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted">{t('chart.showTable')}</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col">{t('chart.day')}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {[...sorted].reverse().map((p) => (
              <tr key={p.day}>
                <td>{formatDay(p.day, lang)}</td>
                <td>{p.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
