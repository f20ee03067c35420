import { type WeightUnit } from '@lifeorbit/domain';
import type { WorkoutActivity } from '@lifeorbit/contracts';
import { dateTimeFormat } from '@/lib/intl';
import { formatNumber } from './format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const METRES_PER_MILE = 1609.344;
const FEET_PER_METRE = 3.28084;
const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** "+02:00", "-07:00": an offset from UTC in minutes as a clock. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * When an activity started, in the local time of where it was recorded (issue 42): in its time zone when the file
 * names one (Apple Health's offsets are not always the zone's), else at the file's offset from UTC, else on this
 * device's clock.
 */
export function activityStartText(
  startedAt: string,
  activity: Pick<WorkoutActivity, 'timeZone' | 'utcOffsetMin'>,
  lang: string,
  t: Translate,
): string {
  const start = new Date(startedAt);
  if (activity.timeZone) {
    try {
      const time = dateTimeFormat(lang, { ...DATE_TIME, timeZone: activity.timeZone }).format(start);
      return t('activity:inZone', { time, zone: activity.timeZone });
    } catch {
      // Not a zone this browser knows: the offset, if any, says it.
    }
  }
  if (activity.utcOffsetMin !== null) {
    const shifted = new Date(start.getTime() + activity.utcOffsetMin * 60_000);
    const time = dateTimeFormat(lang, { ...DATE_TIME, timeZone: 'UTC' }).format(shifted);
    return t('activity:inZone', { time, zone: `UTC${offsetText(activity.utcOffsetMin)}` });
  }
  return dateTimeFormat(lang, DATE_TIME).format(start);
}

/** "24.5 km/h" or "15.2 mph": a ride's average speed over its moving time. */
export function speedText(
  distanceM: number | null,
  timeSec: number | null,
  unit: WeightUnit,
  lang: string,
  t: Translate,
): string | null {
  if (!distanceM || !timeSec) return null;
  const perHour = (distanceM / timeSec) * 3600;
  return unit === 'lb'
    ? t('activity:mph', { value: formatNumber(perHour / METRES_PER_MILE, lang, 1) })
    : t('activity:kmh', { value: formatNumber(perHour / 1000, lang, 1) });
}

/** "64 m" or "210 ft" of climbing. */
export function elevationText(metres: number, unit: WeightUnit, lang: string, t: Translate): string {
  return unit === 'lb'
    ? `${formatNumber(Math.round(metres * FEET_PER_METRE), lang)} ${t('activity:ft')}`
    : `${formatNumber(Math.round(metres), lang)} ${t('workouts:units.m')}`;
}

/** "58.95918° N, 5.72884° E". */
export function coordinateText([lat, lon]: readonly [number, number], lang: string, t: Translate): string {
  return t('activity:coordinate', {
    lat: formatNumber(Math.abs(lat), lang, 5),
    northSouth: t(lat < 0 ? 'activity:south' : 'activity:north'),
    lon: formatNumber(Math.abs(lon), lang, 5),
    eastWest: t(lon < 0 ? 'activity:west' : 'activity:east'),
  });
}
