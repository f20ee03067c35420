import type { TFunction } from 'i18next';
import { convertWeight } from '@lifeorbit/domain';

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
  const value = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(convertWeight(kg, 'kg', unit));
  return t(`units.${unit}`, { value });
}
