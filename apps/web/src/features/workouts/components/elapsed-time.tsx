import { useEffect, useState } from 'react';
import { formatElapsed, secondsBetween } from '../lib/format';

/** The current time, updated every `intervalMs` while `isRunning`. */
export function useNow(intervalMs: number, isRunning = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, isRunning]);
  return now;
}

/** mm:ss (hh:mm:ss from an hour on) since the start, ticking while the workout runs; fixed once it ended. */
export function ElapsedTime({
  startedAt,
  endedAt,
  label,
  className,
}: {
  startedAt: string;
  endedAt: string | null;
  label: string;
  className?: string;
}) {
  const now = useNow(1000, endedAt === null);
  const seconds = secondsBetween(startedAt, endedAt, now);
  return (
    <time
      dateTime={`PT${seconds}S`}
      aria-label={`${label}: ${formatElapsed(seconds)}`}
      className={`tabular-nums ${className ?? ''}`}
    >
      {formatElapsed(seconds)}
    </time>
  );
}
