import { curveMonotoneX, line } from 'd3-shape';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { niceTicks, timeTicks } from '../lib/ticks';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

/** The colour of each series, by position (ChartCard's legend uses the same). */
export const SERIES_CLASSES = ['text-accent', 'text-wealth', 'text-mind', 'text-relationships'];
const PAD = { top: 12, right: 12, bottom: 28, left: 52 };
/** About the width of a character of the axes' 11 px text: a longer label ("5:40 /km") widens the left margin. */
const CHAR_PX = 6.5;

/**
 * A line (or bar) chart over time, drawn as SVG: d3-shape makes the curves, the axes are ours (ADR 025 says why not
 * uPlot). It scales to its box and follows the theme through currentColor. Screen readers skip it: every chart has
 * a table beside it (ChartCard).
 */
export function TimeChart({
  x,
  series,
  kind = 'line',
  formatValue,
  formatTime,
  height = 220,
}: {
  /** Unix seconds, ascending. */
  x: number[];
  series: ChartSeries[];
  kind?: 'line' | 'bars';
  formatValue: (value: number) => string;
  formatTime: (seconds: number) => string;
  height?: number;
}) {
  const clipId = useId();
  // Drawn at its box's own width, so its text stays readable on a phone instead of shrinking with the picture.
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(240, Math.round(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const geometry = useMemo(() => {
    const WIDTH = width;
    const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
    const low = kind === 'bars' ? 0 : Math.min(...values);
    const high = Math.max(...values, low + 1);
    const yTicks = niceTicks(kind === 'bars' ? 0 : low - (high - low) * 0.1, high, 4);
    const yMin = yTicks[0]!;
    const yMax = yTicks.at(-1)!;
    const left = Math.max(PAD.left, Math.ceil(Math.max(...yTicks.map((v) => formatValue(v).length)) * CHAR_PX) + 10);
    const first = x[0] ?? 0;
    const last = x.at(-1) ?? first;
    // Bars need half a slot on each side; one point sits in the middle.
    const slot = x.length > 1 ? (last - first) / (x.length - 1) : 86_400;
    const xMin = kind === 'bars' || x.length === 1 ? first - slot / 2 : first;
    const xMax = kind === 'bars' || x.length === 1 ? last + slot / 2 : last;
    const innerWidth = WIDTH - left - PAD.right;
    const innerHeight = height - PAD.top - PAD.bottom;
    const sx = (t: number) => left + ((t - xMin) / (xMax - xMin || 1)) * innerWidth;
    const sy = (v: number) => PAD.top + (1 - (v - yMin) / (yMax - yMin || 1)) * innerHeight;
    const barWidth = Math.max(2, Math.min(32, ((slot / (xMax - xMin || 1)) * innerWidth * 0.6) / series.length));
    return { yTicks, xTicks: timeTicks(x, width < 480 ? 3 : 5), sx, sy, barWidth, innerHeight, left };
  }, [x, series, kind, height, width, formatValue]);
  const { sx, sy } = geometry;
  const path = line<[number, number | null]>()
    .defined(([, v]) => v !== null)
    .x(([t]) => sx(t))
    .y(([, v]) => sy(v!))
    .curve(curveMonotoneX);

  const WIDTH = width;
  const firstTick = geometry.xTicks[0];
  const lastTick = geometry.xTicks.at(-1);
  return (
    <div ref={box} className="w-full">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width={WIDTH}
        height={height}
        className="block max-w-full"
        role="presentation"
        aria-hidden
      >
        <clipPath id={clipId}>
          <rect
            x={geometry.left}
            y={PAD.top - 4}
            width={WIDTH - geometry.left - PAD.right}
            height={geometry.innerHeight + 8}
          />
        </clipPath>
        <g className="text-muted" fontSize="11" fill="currentColor">
          {geometry.yTicks.map((tick) => (
            <g key={tick}>
              <line x1={geometry.left} x2={WIDTH - PAD.right} y1={sy(tick)} y2={sy(tick)} className="stroke-border" />
              <text x={geometry.left - 6} y={sy(tick)} textAnchor="end" dominantBaseline="middle">
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {geometry.xTicks.map((tick) => (
            <text
              key={tick}
              x={sx(tick)}
              y={height - 8}
              textAnchor={
                tick === firstTick && geometry.xTicks.length > 1
                  ? 'start'
                  : tick === lastTick && geometry.xTicks.length > 1
                    ? 'end'
                    : 'middle'
              }
            >
              {formatTime(tick)}
            </text>
          ))}
        </g>
        <g clipPath={`url(#${clipId})`}>
          {series.map((s, index) => {
            const color = SERIES_CLASSES[index % SERIES_CLASSES.length];
            if (kind === 'bars') {
              const offset = (index - (series.length - 1) / 2) * geometry.barWidth;
              return (
                <g key={s.label} className={color} fill="currentColor">
                  {s.values.map((v, i) =>
                    v === null ? null : (
                      <rect
                        key={x[i]}
                        x={sx(x[i]!) - geometry.barWidth / 2 + offset}
                        y={sy(v)}
                        width={geometry.barWidth}
                        height={Math.max(0, sy(geometry.yTicks[0]!) - sy(v))}
                        rx={2}
                      />
                    ),
                  )}
                </g>
              );
            }
            const points = x.map((t, i): [number, number | null] => [t, s.values[i] ?? null]);
            return (
              <g key={s.label} className={color}>
                <path d={path(points) ?? ''} fill="none" stroke="currentColor" strokeWidth={2} />
                {points.map(([t, v]) =>
                  v === null ? null : (
                    <circle key={t} cx={sx(t)} cy={sy(v)} r={x.length > 60 ? 1.5 : 3} fill="currentColor" />
                  ),
                )}
              </g>
            );
          })}
        </g>
      </svg>
    </div>
  );
}
