/** The values of GPX, TCX and Apple Health XML as numbers, instants and units (issue 42). */
import type { TrackStats } from './activity';

export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export function isoDate(text: string | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

export const number = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** Apple's "2016-11-14 07:25:41 -0700": the instant (its literal offset), the offset in minutes, and the day written. */
export function appleDate(text: string | undefined): { at: Date; offsetMin: number; day: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/.exec((text ?? '').trim());
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}${m[3]}${m[4]}:${m[5]}`);
  if (Number.isNaN(at.getTime())) return null;
  const offsetMin = (m[3] === '-' ? -1 : 1) * (Number(m[4]) * 60 + Number(m[5]));
  return { at, offsetMin, day: m[1]! };
}

export const METRES_PER: Record<string, number> = { m: 1, km: 1000, mi: 1609.344, yd: 0.9144, ft: 0.3048, cm: 0.01 };
export const SECONDS_PER: Record<string, number> = { s: 1, min: 60, hr: 3600, h: 3600 };
export const KCAL_PER: Record<string, number> = { kcal: 1, Cal: 1, cal: 0.001, kJ: 1 / 4.184, J: 1 / 4184 };
export const KG_PER: Record<string, number> = { kg: 1, g: 0.001, lb: 0.45359237, st: 6.35029318 };

/** Apple's sleep values that are sleep (not "in bed" or "awake"). */
export const ASLEEP = /Asleep/;

/** A TCX <Activity> as it is read: its lap totals and its track. */
export interface TcxActivity {
  sport: string | null;
  id: Date | null;
  device: string | null;
  lapTime: number;
  lapDistance: number;
  lapCalories: number;
  lapMaxHr: number | null;
  laps: number;
  track: TrackStats;
  distanceAtPoint: number | null;
  line: number;
}

/** A night's sleep a day: the source (phone, watch) that counted the most asleep minutes, at most a whole day. */
export function sleepValues(sleep: Map<string, Map<string, number>>): { kind: 'sleep_minutes'; day: string; value: number }[] {
  return [...sleep].flatMap(([day, bySource]) => {
    const minutes = Math.round(Math.max(...bySource.values()));
    return minutes > 0 ? [{ kind: 'sleep_minutes' as const, day, value: Math.min(minutes, 1440) }] : [];
  });
}
