import type { TFunction } from 'i18next';
import { convertWeight, distanceForDisplay, formatDuration as clock } from '@lifeorbit/domain';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '@/lib/intl';

/** "1 h 05 min" or "42 min" (at least a minute). */
export function formatDuration(totalSec: number, t: TFunction<'social'>): string {
  const minutes = Math.max(1, Math.round(totalSec / 60));
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t('post.hoursMinutes', { hours, minutes: String(minutes % 60).padStart(2, '0') })
    : t('post.minutes', { minutes });
}

/** A weight stored in kg, in the member's unit and language ("1 234,5 kg"). */
export function formatWeight(kg: number, unit: 'kg' | 'lb', lang: string, t: TFunction<'social'>): string {
  const value = numberFormat(lang, { maximumFractionDigits: 1 }).format(convertWeight(kg, 'kg', unit));
  return t(`units.${unit}`, { value });
}

/** A distance stored in metres, in the member's units (km and m, or mi and yd for lb) and language ("2,5 km"). */
export function formatDistance(metres: number, unit: 'kg' | 'lb', lang: string, t: TFunction<'social'>): string {
  const shown = distanceForDisplay(metres, unit);
  const value = numberFormat(lang, { maximumFractionDigits: 2 }).format(shown.value);
  return t(`units.${shown.unit}`, { value });
}

/**
 * What a time or distance record is of (issue 39): "2 km in 7:45", "1:05", "64 kg × 40 m"; a weight only when the set
 * had one.
 */
export function formatEffort(
  record: { weightKg: number | null; durationSec: number | null; distanceM: number | null },
  unit: 'kg' | 'lb',
  lang: string,
  t: TFunction<'social'>,
): string {
  const distance = record.distanceM ? formatDistance(record.distanceM, unit, lang, t) : null;
  const time = record.durationSec ? clock(record.durationSec) : null;
  const effort = distance && time ? t('post.distanceInTime', { distance, time }) : (distance ?? time ?? '');
  return record.weightKg ? `${formatWeight(record.weightKg, unit, lang, t)} × ${effort}` : effort;
}

const MINUTE_MS = 60_000;
const AGO_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** How long ago, in the member's language: "now", "5 min ago", "3 hours ago", "yesterday"; a date after a week. */
export function formatAgo(iso: string, nowMs: number, lang: string): string {
  let amount = Math.max(0, Math.floor((nowMs - Date.parse(iso)) / MINUTE_MS));
  const relative = relativeTimeFormat(lang, { numeric: 'auto', style: 'short' });
  if (amount === 0) return relative.format(0, 'second');
  for (const [unit, inNext] of AGO_STEPS) {
    if (amount < inNext) return relative.format(-amount, unit);
    amount = Math.floor(amount / inNext);
  }
  return dateTimeFormat(lang, { day: 'numeric', month: 'short' }).format(new Date(iso));
}
