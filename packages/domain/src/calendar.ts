/** Calendar days as YYYY-MM-DD text: the member's calendar, computed without a clock or a time zone. */

const DAY_MS = 86_400_000;

/** The day `days` after `day` (negative: before). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `count` consecutive week starts from `firstWeekStart`, one week apart. */
export function weekStartsFrom(firstWeekStart: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftDay(firstWeekStart, index * 7));
}

/**
 * The run of consecutive weeks with a workout that is still alive: ending this week, or last week when this week has
 * none yet (the week is not over). `weekStarts` are Mondays, in any order.
 */
export function currentWeeklyStreak(weekStarts: readonly string[], thisWeekStart: string): number {
  const weeks = new Set(weekStarts);
  let week = weeks.has(thisWeekStart) ? thisWeekStart : shiftDay(thisWeekStart, -7);
  let run = 0;
  while (weeks.has(week)) {
    run += 1;
    week = shiftDay(week, -7);
  }
  return run;
}
