import { fromKg, type WeightUnit } from '@lifeorbit/domain';
import { dateTimeFormat, numberFormat } from '@/lib/intl';
import { effortFormat, type EffortFormat } from './effort-format';

/** Numbers, weights and dates of the progress pages, in the member's language and unit. */
export interface ProgressFormat {
  unit: WeightUnit;
  number: (value: number, digits?: number) => string;
  /** A value in kg shown in the member's unit, with the unit. */
  weight: (kg: number) => string;
  /** A value in kg converted to the member's unit (for a chart's numbers). */
  inUnit: (kg: number) => number;
  /** Unix seconds as a short date (with the year when `withYear`). */
  date: (seconds: number) => string;
  /** An ISO date-time or a YYYY-MM-DD day as a medium date. */
  day: (value: string) => string;
  /** Times, distances and paces (issue 39), in the member's units. */
  effort: EffortFormat;
}

/** Seconds of a YYYY-MM-DD day at noon UTC, so every time zone draws it on the same date. */
export const daySeconds = (day: string): number => Date.parse(`${day}T12:00:00Z`) / 1000;

export function progressFormat(lang: string, unit: WeightUnit, withYear = false): ProgressFormat {
  const number = (value: number, digits = 1) => numberFormat(lang, { maximumFractionDigits: digits }).format(value);
  const short = dateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    ...(withYear && { year: '2-digit' }),
    timeZone: 'UTC',
  });
  const medium = dateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const inUnit = (kg: number) => fromKg(kg, unit);
  return {
    unit,
    number,
    inUnit,
    weight: (kg) => `${number(inUnit(kg))} ${unit}`,
    date: (seconds) => short.format(new Date(seconds * 1000)),
    day: (value) => medium.format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value)),
    effort: effortFormat(lang, unit),
  };
}
