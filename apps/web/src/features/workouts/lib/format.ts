import { convertWeight, type WeightUnit } from '@lifeorbit/domain';
import { formatDecimal } from '@/lib/decimal-format';
import { relativeTimeFormat } from '@/lib/intl';

/**
 * Every duration of a workout, running or finished, in one clock format with the hours always there: 0:04:09,
 * 1:02:03 (a bare 00:02 next to 01:02:00 read as two minutes beside an hour).
 */
export function formatElapsed(totalSec: number): string {
  const sec = Math.max(0, Math.floor(totalSec));
  const hours = Math.floor(sec / 3600);
  const minutes = Math.floor((sec % 3600) / 60);
  const seconds = sec % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${hours}:${two(minutes)}:${two(seconds)}`;
}

/** Seconds between two ISO times (the end defaults to `nowMs`), never negative. */
export function secondsBetween(startIso: string, endIso: string | null, nowMs: number): number {
  const end = endIso ? Date.parse(endIso) : nowMs;
  return Math.max(0, Math.round((end - Date.parse(startIso)) / 1000));
}

/** A weight stored in one unit, shown in the member's: two decimals at most (82.5 kg, 181.88 lb). */
export function toUnit(value: number, from: WeightUnit, to: WeightUnit): number {
  return Math.round(convertWeight(value, from, to) * 100) / 100;
}

/** A number in the member's language, two decimals at most (lib/decimal-format: no Intl in en, es and ro). */
export function formatNumber(value: number, lang: string, maximumFractionDigits = 2): string {
  return formatDecimal(value, lang, maximumFractionDigits);
}

/** Shared with the other pages that read typed numbers (lib/parse-decimal). */
export { parseDecimal } from '@/lib/parse-decimal';

const DAY_MS = 86_400_000;

/** When a workout was last done, in days and in the member's language: today, yesterday, 3 days ago. */
export function formatLastDone(iso: string, nowMs: number, lang: string): string {
  const startOfDay = (ms: number) => new Date(new Date(ms).toDateString()).getTime();
  const days = Math.round((startOfDay(Date.parse(iso)) - startOfDay(nowMs)) / DAY_MS);
  return relativeTimeFormat(lang, { numeric: 'auto' }).format(Math.min(0, days), 'day');
}
