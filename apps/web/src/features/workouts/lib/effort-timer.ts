import { useEffect, useRef, useState } from 'react';
import { notifyRestOver, primeRestSound } from './rest-timer';

/**
 * The timer of a hold's log row (issue 39): started with a target (the time in the row: the last set, the suggestion or
 * what the member typed) it counts down to it, signals the end as the rest timer does (a vibration and a beep), and
 * goes on counting, so a longer hold is a longer time; without one it is a stopwatch. Stop gives the seconds held.
 * Like the rest timer, it reads the clock, never counts ticks (a locked phone stops timers, not the clock).
 */

export interface EffortTimer {
  /** Epoch milliseconds of the start. */
  startedAt: number;
  /** Seconds to count down to; null for a stopwatch. */
  targetSec: number | null;
}

export interface EffortTimerReading {
  /** Whole seconds since the start. */
  elapsedSec: number;
  /** Whole seconds to the target, rounded up (0 once it is reached); null for a stopwatch. */
  remainingSec: number | null;
  /** Whether the target was reached (a stopwatch never is). */
  isOver: boolean;
}

export function readTimer(timer: EffortTimer, nowMs: number): EffortTimerReading {
  const elapsedSec = Math.max(0, Math.floor((nowMs - timer.startedAt) / 1000));
  if (timer.targetSec === null) return { elapsedSec, remainingSec: null, isOver: false };
  const remainingSec = Math.max(0, timer.targetSec - elapsedSec);
  return { elapsedSec, remainingSec, isOver: remainingSec === 0 };
}

/** The log row's timer: start (a countdown to `targetSec`, or a stopwatch), the reading 4 times a second, stop. */
export function useEffortTimer() {
  const [timer, setTimer] = useState<EffortTimer | null>(null);
  const [nowMs, setNowMs] = useState(0);
  const signalled = useRef(false);
  const reading = timer ? readTimer(timer, Math.max(nowMs, timer.startedAt)) : null;

  useEffect(() => {
    if (!timer) return;
    const tick = () => setNowMs(Date.now());
    const interval = window.setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [timer]);

  const isOver = reading?.isOver ?? false;
  useEffect(() => {
    if (!isOver || signalled.current) return;
    signalled.current = true;
    notifyRestOver();
  }, [isOver]);

  return {
    reading,
    start: (targetSec: number | null) => {
      // From the tap: browsers play sound only after the page was touched.
      primeRestSound();
      signalled.current = false;
      const now = Date.now();
      setNowMs(now);
      setTimer({ startedAt: now, targetSec: targetSec && targetSec > 0 ? targetSec : null });
    },
    /** Stops the timer and answers the seconds held (null when none ran). */
    stop: (): number | null => {
      if (!timer) return null;
      setTimer(null);
      return readTimer(timer, Date.now()).elapsedSec;
    },
  };
}
