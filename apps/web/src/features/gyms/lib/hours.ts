import type { OpeningPeriod } from '@lifeorbit/contracts';
import { dateTimeFormat } from '@/lib/intl';

/** Weekdays as the API numbers them: 0 Monday ... 6 Sunday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A weekday's name in the language (Monday first), from a week known to start on a Monday. */
export function weekdayName(day: number, language: string, width: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 23 + day)));
}

/** The periods of each weekday, in order, for a table of opening hours. */
export function hoursByDay(periods: readonly OpeningPeriod[]): { day: number; periods: OpeningPeriod[] }[] {
  return WEEKDAYS.map((day) => ({
    day,
    periods: periods.filter((p) => p.day === day).sort((a, b) => a.opens.localeCompare(b.opens)),
  }));
}

/** A slug from a name: lower-case letters and digits joined by single hyphens, without accents. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}
