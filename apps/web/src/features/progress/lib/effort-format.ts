import {
  distanceForDisplay,
  distanceUnitsFor,
  formatDuration,
  fromMetres,
  paceForDisplay,
  type DistanceUnit,
  type WeightUnit,
} from '@lifeorbit/domain';
import { numberFormat } from '@/lib/intl';

/**
 * Times, distances and paces of time and distance exercises (issue 39) in the member's language and units: a member
 * who weighs in kg sees km and m, one in lb mi and yd; a pace is per km or per mi.
 */
export interface EffortFormat {
  /** "1:05", "1:02:03". */
  duration: (seconds: number) => string;
  /** "2.00 km", "40 m" (short distances whole, in m or yd). */
  distance: (metres: number) => string;
  /** "3:52 /km", from seconds per kilometre. */
  pace: (secPerKm: number) => string;
  /** What a chart of these distances counts in: the long unit, or the short one when every distance is short. */
  chartDistanceUnit: (metres: number[]) => DistanceUnit;
  inDistanceUnit: (metres: number, unit: DistanceUnit) => number;
  /** A distance in a chart's unit, with the unit ("1.5 km"). */
  distanceIn: (value: number, unit: DistanceUnit) => string;
  paceUnit: 'km' | 'mi';
  /** Seconds per km or per mi, from seconds per kilometre (a pace chart's values). */
  paceValue: (secPerKm: number) => number;
}

const SHORT_UNITS = new Set<DistanceUnit>(['m', 'yd']);

export function effortFormat(lang: string, unit: WeightUnit): EffortFormat {
  // A record's distance: whole metres or yards, else two decimals ("2.00 km").
  const numberIn = (value: number, distanceUnit: DistanceUnit) => {
    const digits = SHORT_UNITS.has(distanceUnit) ? 0 : 2;
    return numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  };
  const paceValue = (secPerKm: number) => paceForDisplay(1000, secPerKm, unit)!.secPerUnit;
  const paceUnit = distanceUnitsFor(unit).long === 'mi' ? 'mi' : 'km';
  return {
    duration: formatDuration,
    distance: (metres) => {
      const shown = distanceForDisplay(metres, unit);
      return `${numberIn(shown.value, shown.unit)} ${shown.unit}`;
    },
    pace: (secPerKm) => `${formatDuration(paceValue(secPerKm))} /${paceUnit}`,
    chartDistanceUnit: (metres) => {
      const { long, short } = distanceUnitsFor(unit);
      return distanceForDisplay(Math.max(0, ...metres), unit).unit === long ? long : short;
    },
    inDistanceUnit: (metres, distanceUnit) => fromMetres(metres, distanceUnit),
    distanceIn: (value, distanceUnit) =>
      `${numberFormat(lang, { maximumFractionDigits: SHORT_UNITS.has(distanceUnit) ? 0 : 2 }).format(value)} ${distanceUnit}`,
    paceUnit,
    paceValue,
  };
}
