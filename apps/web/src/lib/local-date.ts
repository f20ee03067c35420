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
  return new Intl.DateTimeFormat(lang, options).format(new Date(year, month - 1, date));
}
