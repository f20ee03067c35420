import { dateTimeFormat } from './intl';

/** The member's calendar day (YYYY-MM-DD) in their own time zone: what "today" means for a check-in or a streak. */
export function localDay(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A YYYY-MM-DD day moved by a number of days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return localDay(new Date(year, month - 1, date + days));
}

/** Formats a YYYY-MM-DD day in the member's language, without the time-zone shift of `new Date('YYYY-MM-DD')`. */
export function formatDay(day: string, lang: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(lang, options).format(new Date(year, month - 1, date));
}

const NUMERIC_DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** A YYYY-MM-DD day as the language writes it in digits: 25/11/2026 (es), 11/25/2026 (en), 25.11.2026 (ro). */
export function formatNumericDay(day: string, lang: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDay(day, lang, NUMERIC_DAY) : day;
}

/**
 * What the member typed in their language's order (day, month and year separated by anything but digits) as a
 * YYYY-MM-DD day, or null when it is no real day.
 */
export function parseNumericDay(text: string, lang: string): string | null {
  const numbers = text.match(/\d+/g);
  if (!numbers || numbers.length !== 3) return null;
  const order = dateTimeFormat(lang, NUMERIC_DAY)
    .formatToParts(new Date(2026, 10, 25))
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
  const value = Object.fromEntries(order.map((type, index) => [type, Number(numbers[index])]));
  const { day, month } = value as { day: number; month: number };
  const year = value.year! < 100 ? 2000 + value.year! : value.year!;
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return localDay(date);
}
