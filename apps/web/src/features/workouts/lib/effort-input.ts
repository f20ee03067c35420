import {
  distanceUnitsFor,
  fromMetres,
  mainMeasure,
  suggestNextEffort,
  type DistanceUnit,
  type SetMeasure,
  type WeightUnit,
} from '@lifeorbit/domain';
import type { EffortDefaults, EffortValues } from './efforts';
import { toUnit } from './format';

/**
 * What a time or distance exercise's log row starts from and reads from what the member types (issue 39). Apart from
 * lib/efforts.ts: only the time and distance grid (fetched when a workout has such an exercise) and the set dialog use
 * it, so a workout of reps alone does not load it.
 */

/** The contracts' SET_DURATION_MAX_SEC and SET_DISTANCE_MAX_M (the contracts' entry would bring zod to the page). */
export const MAX_DURATION_SEC = 86_400;
export const MAX_DISTANCE_M = 1_000_000;

/** The other unit of the member's pair (km and m, mi and yd): what the unit switch offers. */
export function otherDistanceUnit(distanceUnit: DistanceUnit, unit: WeightUnit): DistanceUnit {
  const units = distanceUnitsFor(unit);
  return distanceUnit === units.long ? units.short : units.long;
}

/** Metres in the unit of a box the member edits, three decimals at most (2000 m in km is 2). */
export function distanceInUnit(metres: number, distanceUnit: DistanceUnit): number {
  return Math.round(fromMetres(metres, distanceUnit) * 1000) / 1000;
}

/** The mode a set's fields say (the grid is handed the fields, not the mode). */
function modeOf(measures: readonly SetMeasure[]): string {
  if (measures.includes('distanceM')) return 'distance';
  return measures.includes('reps') ? 'reps_time' : 'time';
}

/**
 * Where a time or distance exercise's log row starts: the last working set of this workout again; else the previous
 * workout's set at this place, a little better (domain suggestNextEffort: a hold a few seconds longer, the same
 * distance a little faster); else null (the card's defaults: the targets).
 */
export function effortDefaultsOf(
  measures: readonly SetMeasure[],
  sets: readonly (EffortValues & { setKind: string })[],
  previous: readonly (EffortValues & { setKind: string })[],
  unit: WeightUnit,
): EffortDefaults | null {
  const mode = modeOf(measures);
  const main = mainMeasure(mode);
  const hasMain = (set: EffortValues) => set[main] !== null;
  const inUnit = (set: EffortValues) => ({
    weight: set.weight === null ? null : toUnit(set.weight, set.weightUnit, unit),
    reps: set.reps,
    durationSec: set.durationSec,
    distanceM: set.distanceM,
  });
  const working = sets.filter((s) => s.setKind !== 'warmup');
  const lastHere = [...working].reverse().find(hasMain);
  if (lastHere) return inUnit(lastHere);
  const before = previous.filter((s) => s.setKind !== 'warmup' && hasMain(s));
  const matching = before[working.length] ?? before.at(-1);
  return matching ? suggestNextEffort(mode, inUnit(matching)) : null;
}
