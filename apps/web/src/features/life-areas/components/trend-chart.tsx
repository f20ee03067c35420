import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/intl';
import { formatDay } from '@/lib/local-date';

export interface TrendPoint {
  date: string;
  value: number;
  note?: string | null;
}

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { left: 36, right: 10, top: 12, bottom: 22 };

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 86_400_000;
}

/** Rounds an axis bound outward to a readable number. */
function niceCeil(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / magnitude) * magnitude;
}

/**
 * A small line chart of check-ins over time (days apart stay apart), with the target as a dashed line, and the same
 * numbers as a table for screen readers (or for anyone, with the toggle).
 */
export function TrendChart({
  points,
  target = null,
  unit = null,
  isRating = false,
  color = 'var(--accent)',
  title,
  lang,
}: {
  points: TrendPoint[];
  target?: number | null;
  unit?: string | null;
  isRating?: boolean;
  color?: string;
  title: string;
  lang: string;
}) {
  const { t } = useTranslation('lifeAreas');
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const number = numberFormat(lang, { maximumFractionDigits: 2 });
  const withUnit = (value: number) => (unit ? `${number.format(value)} ${unit}` : number.format(value));

  if (points.length === 0) {
    return <p className="rounded-[8px] bg-raised px-3 py-4 text-center text-sm text-muted">{t('chart.empty')}</p>;
  }

  const values = points.map((p) => p.value);
  const low = isRating ? 1 : Math.min(0, ...values);
  const high = isRating ? 5 : niceCeil(Math.max(...values, target ?? 0, 1));
  const first = dayNumber(points[0]!.date);
  const last = dayNumber(points.at(-1)!.date);
  const span = Math.max(last - first, 1);
  const x = (day: string) =>
    points.length === 1
      ? PAD.left + (WIDTH - PAD.left - PAD.right) / 2
      : PAD.left + ((dayNumber(day) - first) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - (value - low) / (high - low || 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.date).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const summary = t('chart.summary', {
    count: points.length,
    from: formatDay(points[0]!.date, lang),
    to: formatDay(points.at(-1)!.date, lang),
    first: withUnit(values[0]!),
    last: withUnit(values.at(-1)!),
  });

  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full overflow-visible text-muted"
      >
        {[low, (low + high) / 2, high].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--border)"
              strokeWidth="1"
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-current text-[10px] tabular-nums">
              {number.format(tick)}
            </text>
          </g>
        ))}
        {target !== null && target >= low && target <= high ? (
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(target)}
            y2={y(target)}
            stroke="var(--warning)"
            strokeDasharray="4 4"
            strokeWidth="1.5"
          />
        ) : null}
        {points.length > 1 ? (
          <path d={path} fill="none" stroke={color} strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
        ) : null}
        {points.map((p) => (
          <circle
            key={p.date}
            cx={x(p.date)}
            cy={y(p.value)}
            r="3.5"
            fill="var(--surface)"
            stroke={color}
            strokeWidth="2"
          />
        ))}
        <text x={PAD.left} y={HEIGHT - 4} className="fill-current text-[10px]">
          {formatDay(points[0]!.date, lang, { day: 'numeric', month: 'short' })}
        </text>
        {points.length > 1 ? (
          <text x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end" className="fill-current text-[10px]">
            {formatDay(points.at(-1)!.date, lang, { day: 'numeric', month: 'short' })}
          </text>
        ) : null}
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
        <span className="flex items-center gap-3">
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-4 rounded" style={{ background: color }} aria-hidden />
            {title}
          </span>
          {target !== null ? (
            <span className="inline-flex items-center gap-1.5">
              <span className="h-0 w-4 border-t-2 border-dashed border-warning" aria-hidden />
              {t('chart.target', { value: withUnit(target) })}
            </span>
          ) : null}
        </span>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? t('chart.hideTable') : t('chart.showTable')}
        </Button>
      </figcaption>
      <div id={tableId} className={cn(!showTable && 'sr-only')}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t('chart.date')}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {isRating ? t('chart.rating') : t('chart.value')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('chart.note')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((p) => (
              <tr key={p.date} className="border-t border-border">
                <td className="py-1.5 pr-2 whitespace-nowrap">{formatDay(p.date, lang)}</td>
                <td className="py-1.5 pr-2 tabular-nums">{isRating ? `${p.value}/5` : withUnit(p.value)}</td>
                <td className="py-1.5 text-muted">{p.note || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
