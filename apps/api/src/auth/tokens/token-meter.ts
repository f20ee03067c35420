/** A token's last use is written at most this often (ADR 050): settings shows it to the minute. */
export const LAST_USE_WRITE_MS = 60_000;
/** Past this many windows kept, the ended ones are swept (a bound on memory, not a limit on tokens). */
const SWEEP_AT = 10_000;

interface Window {
  startedAt: number;
  windowMs: number;
  count: number;
}

/** What the meter says of one request. */
export type MeterVerdict = { allowed: true; writeLastUse: boolean } | { allowed: false; retryAfterSeconds: number };

/**
 * The per-token rate limit and last-use bookkeeping of the token gate, in this process's memory (issue 41, ADR 050),
 * so that a token request costs one read like a cookie one, not a read and a write. A fixed window per key (a
 * personal token's id, or an app and its member): it starts at the first request after the last one ended and holds
 * `max` requests for `windowMs`; a refused request is not counted. The last use is due when it was not written by
 * this process in the last minute.
 *
 * Each API process counts for itself: behind N processes a token may make up to N times its limit. The limit is
 * there against a runaway script, not as a quota, and a restart starts each window afresh.
 */
export function tokenMeter(now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  const lastWritten = new Map<string, number>();

  function sweep(at: number) {
    for (const [key, window] of windows) if (at - window.startedAt >= window.windowMs) windows.delete(key);
    for (const [key, written] of lastWritten) if (at - written >= LAST_USE_WRITE_MS) lastWritten.delete(key);
  }

  return {
    /** Counts a request of `key` against `max` a `windowMs` (no limit when max is null). */
    use(key: string, max: number | null, windowMs: number): MeterVerdict {
      const at = now();
      if (windows.size > SWEEP_AT || lastWritten.size > SWEEP_AT) sweep(at);
      if (max !== null) {
        let window = windows.get(key);
        if (!window || at - window.startedAt >= windowMs) {
          window = { startedAt: at, windowMs, count: 0 };
          windows.set(key, window);
        }
        if (window.count >= max) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000)),
          };
        }
        window.count += 1;
      }
      const written = lastWritten.get(key);
      const writeLastUse = written === undefined || at - written >= LAST_USE_WRITE_MS;
      if (writeLastUse) lastWritten.set(key, at);
      return { allowed: true, writeLastUse };
    },
  };
}

export type TokenMeter = ReturnType<typeof tokenMeter>;
