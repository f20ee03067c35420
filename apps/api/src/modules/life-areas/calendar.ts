/** Calendar days as YYYY-MM-DD strings: no time zones, no clock (the caller passes today). */

const DAY_MS = 86_400_000;

export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Consecutive days with a check-in, ending today or, when today has none yet, yesterday (the streak is still
 * alive until the day is over). Days after today (a member in a time zone ahead) do not count.
 */
export function streakLength(days: Iterable<string>, today: string): number {
  const checked = new Set(days);
  let day = checked.has(today) ? today : shiftDay(today, -1);
  let length = 0;
  while (checked.has(day)) {
    length += 1;
    day = shiftDay(day, -1);
  }
  return length;
}
