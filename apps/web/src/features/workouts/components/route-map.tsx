import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { routeGeometry } from '../lib/route-path';

/**
 * The track of an activity as an SVG path (issue 42): no map tiles, no third party; the theme's colours, a dot where
 * it started (accent) and one where it ended. `label` says its distance and its ends, for a screen reader.
 */
export function RouteMap({
  route,
  label,
  className,
}: {
  route: readonly (readonly [number, number])[];
  label: string;
  className?: string;
}) {
  const geometry = useMemo(() => routeGeometry(route), [route]);
  if (!geometry) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${geometry.width} ${geometry.height}`}
      className={cn('block max-h-80 w-full rounded-[8px] bg-raised', className)}
      preserveAspectRatio="xMidYMid meet"
    >
      <path
        d={geometry.path}
        fill="none"
        className="stroke-accent"
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
      <circle
        cx={geometry.start.x}
        cy={geometry.start.y}
        r={6}
        className="fill-accent stroke-surface"
        strokeWidth={2}
      />
      <circle cx={geometry.end.x} cy={geometry.end.y} r={6} className="fill-text stroke-surface" strokeWidth={2} />
    </svg>
  );
}
