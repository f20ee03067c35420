/**
 * Sets by the exercise's effort mode (issue 39). An exercise is logged in reps (a squat), time (a plank, a dead hang),
 * distance with an optional time (a run, a 2 km row), or reps and time (jumping jacks for a minute); one whose load
 * type takes load also logs a weight (a weighted plank in time, a farmer's walk or a sled push over a distance).
 * Distances are stored in metres and durations in whole seconds; a member sees kilometres and metres, or miles and
 * yards when their unit is the pound.
 */

export type EffortMode = 'reps' | 'time' | 'distance' | 'reps_time';
export type SetMeasure = 'weight' | 'reps' | 'durationSec' | 'distanceM';

export const METRES_PER_MILE = 1609.344;
export const METRES_PER_YARD = 0.9144;

/** Load types that log no weight outside reps mode: the body or the machine's setting is the effort. */
const UNLOADED_TYPES = new Set(['bodyweight', 'cardio']);

export function takesLoad(loadType: string): boolean {
  return !UNLOADED_TYPES.has(loadType);
}

/** The fields a set of this exercise logs, in the order the set row shows them. */
export function setMeasures(effortMode: string, loadType: string): SetMeasure[] {
  const weight: SetMeasure[] = takesLoad(loadType) ? ['weight'] : [];
  switch (effortMode) {
    case 'time':
      return [...weight, 'durationSec'];
    case 'distance':
      return [...weight, 'distanceM', 'durationSec'];
    case 'reps_time':
      return [...weight, 'reps', 'durationSec'];
    default:
      // Reps mode keeps its weight whatever the load type (a bodyweight pull-up with a belt).
      return ['weight', 'reps'];
  }
}

/** What a set of this mode must hold to count as done (a hold needs its time, a run its distance). */
export function mainMeasure(effortMode: string): SetMeasure {
  if (effortMode === 'time') return 'durationSec';
  if (effortMode === 'distance') return 'distanceM';
  return 'reps';
}

/** Seconds per kilometre, null without both a distance and a time. */
export function paceSecPerKm(distanceM: number | null, durationSec: number | null): number | null {
  if (!distanceM || !durationSec || distanceM <= 0 || durationSec <= 0) return null;
  return (durationSec * 1000) / distanceM;
}

/** "7:45" or "1:02:03": a duration as a clock shows it. */
export function formatDuration(totalSec: number): string {
  const sec = Math.max(0, Math.round(totalSec));
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = sec % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * Reads what a member types for a duration: "90" (seconds), "1:30", "1:02:03" or "7m45s". Null for anything else,
 * so a form can say the field is not a time.
 */
export function parseDuration(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(t)) return Math.round(Number(t));
  const clock = /^(?:(\d+):)?(\d{1,3}):(\d{1,2})$/.exec(t);
  if (clock) {
    const [, h, m, s] = clock;
    if (Number(s) >= 60 || (h !== undefined && Number(m) >= 60)) return null;
    return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
  }
  const words = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s(?:ec)?)?$/.exec(t);
  if (words && (words[1] || words[2] || words[3])) {
    return Number(words[1] ?? 0) * 3600 + Number(words[2] ?? 0) * 60 + Number(words[3] ?? 0);
  }
  return null;
}

/**
 * Reads a time a member types in a set's box: what parseDuration reads ("90", "1:30", "7m45s"), and "7.45" or "7,45"
 * as 7:45 (and "1.02.03" as 1:02:03), since a phone's number pad has a decimal key but no colon. Not for imports: a
 * file's seconds column "7.45" is 7 s, which parseDuration reads.
 */
export function parseTypedDuration(text: string): number | null {
  const t = text.trim();
  return parseDuration(/^\d+([.,]\d{2}){1,2}$/.test(t) ? t.replace(/[.,]/g, ':') : t);
}

export type DistanceUnit = 'm' | 'km' | 'yd' | 'mi';

const METRES_PER_UNIT: Readonly<Record<DistanceUnit, number>> = {
  m: 1,
  km: 1000,
  yd: METRES_PER_YARD,
  mi: METRES_PER_MILE,
};

export function toMetres(value: number, unit: DistanceUnit): number {
  return Math.round(value * METRES_PER_UNIT[unit] * 100) / 100;
}

export function fromMetres(metres: number, unit: DistanceUnit): number {
  return metres / METRES_PER_UNIT[unit];
}

/** The long and short distance units of a member who weighs in kg (km, m) or lb (mi, yd). */
export function distanceUnitsFor(weightUnit: 'kg' | 'lb'): { long: DistanceUnit; short: DistanceUnit } {
  return weightUnit === 'lb' ? { long: 'mi', short: 'yd' } : { long: 'km', short: 'm' };
}

/**
 * A distance in the member's units: short distances (under 1 km, or under half a mile) in metres or yards, whole;
 * longer ones in km or mi with two decimals at most. Answers the number and its unit, for the page to format.
 */
export function distanceForDisplay(metres: number, weightUnit: 'kg' | 'lb'): { value: number; unit: DistanceUnit } {
  const { long, short } = distanceUnitsFor(weightUnit);
  const longValue = fromMetres(metres, long);
  if (longValue < (long === 'mi' ? 0.5 : 1)) return { value: Math.round(fromMetres(metres, short)), unit: short };
  return { value: Math.round(longValue * 100) / 100, unit: long };
}

/** Pace in seconds per km, or per mile for a member in lb. */
export function paceForDisplay(
  distanceM: number | null,
  durationSec: number | null,
  weightUnit: 'kg' | 'lb',
): { secPerUnit: number; unit: 'km' | 'mi' } | null {
  const perKm = paceSecPerKm(distanceM, durationSec);
  if (perKm === null) return null;
  return weightUnit === 'lb'
    ? { secPerUnit: (perKm * METRES_PER_MILE) / 1000, unit: 'mi' }
    : { secPerUnit: perKm, unit: 'km' };
}

/** What a hold adds to the last one: a few seconds (5, or 10 past two minutes). */
export function holdStepSec(lastSec: number): number {
  return lastSec >= 120 ? 10 : 5;
}
/** How much faster the same distance is suggested: 2% of the last time, at least a second. */
export const DISTANCE_SPEED_UP_SHARE = 0.02;

export interface EffortSuggestion {
  weight: number | null;
  reps: number | null;
  durationSec: number | null;
  distanceM: number | null;
}

/**
 * The next set of a time or distance exercise from the member's last one (issue 39): a hold a few seconds longer at
 * the same weight; a distance the same, a little faster; reps and time the same reps a few seconds longer. Null for
 * reps mode (suggestNextSet decides those) or without a last set to go on.
 */
export function suggestNextEffort(
  effortMode: string,
  last: { weight: number | null; reps: number | null; durationSec: number | null; distanceM: number | null } | null,
): EffortSuggestion | null {
  if (!last || effortMode === 'reps') return null;
  const weight = last.weight;
  if (effortMode === 'time' || effortMode === 'reps_time') {
    if (!last.durationSec) return null;
    const reps = effortMode === 'reps_time' ? last.reps : null;
    return { weight, reps, durationSec: last.durationSec + holdStepSec(last.durationSec), distanceM: null };
  }
  if (!last.distanceM) return null;
  const faster = last.durationSec
    ? Math.max(1, last.durationSec - Math.max(1, Math.round(last.durationSec * DISTANCE_SPEED_UP_SHARE)))
    : null;
  return { weight, reps: null, durationSec: faster, distanceM: last.distanceM };
}

// ---- Records of time and distance sets (issue 39) ----

export type EffortRecordKind = 'weight' | 'longest_duration' | 'longest_distance' | 'fastest_pace';

/** A completed working set as the effort records read it: its weight in kg (null without one), reps, time, distance. */
export interface EffortSet {
  kg: number | null;
  reps: number | null;
  durationSec: number | null;
  distanceM: number | null;
}

/** The member's bests over their earlier effort sets of one exercise; null where they have none yet. */
export interface EffortBests {
  /** The longest time of a set without a distance (a hold). */
  longestSec: number | null;
  farthestM: number | null;
  /** The fastest pace of a set with both, in seconds per metre. */
  fastestSecPerM: number | null;
  /** The heaviest weight of a set without reps (a carry, a weighted hold). */
  heaviestKg: number | null;
}

export const NO_EFFORT_BESTS: EffortBests = Object.freeze({
  longestSec: null,
  farthestM: null,
  fastestSecPerM: null,
  heaviestKg: null,
});

const positive = (value: number | null): value is number => value !== null && value > 0;

/** A set with a time or a distance: what the effort records are decided over. */
export function isEffortSet(set: EffortSet): boolean {
  return positive(set.durationSec) || positive(set.distanceM);
}

/**
 * The effort records a set beats against the member's earlier ones: the longest hold (a time without a distance), the
 * farthest distance, the fastest pace (time over distance), the heaviest carry (a weight without reps). Unlike the
 * lifting records, the first set of its kind is a record: a first 2 km row is the member's best 2 km row (issue 39).
 * Paces compare as seconds per metre, in floating point, as the SQL that decides imported records does.
 */
export function effortRecordKinds(set: EffortSet, bests: EffortBests): EffortRecordKind[] {
  if (!isEffortSet(set)) return [];
  const kinds: EffortRecordKind[] = [];
  if (positive(set.kg) && !positive(set.reps) && set.kg > (bests.heaviestKg ?? 0)) kinds.push('weight');
  if (positive(set.durationSec) && !positive(set.distanceM) && set.durationSec > (bests.longestSec ?? 0)) {
    kinds.push('longest_duration');
  }
  if (positive(set.distanceM)) {
    if (set.distanceM > (bests.farthestM ?? 0)) kinds.push('longest_distance');
    if (positive(set.durationSec) && set.durationSec / set.distanceM < (bests.fastestSecPerM ?? Infinity)) {
      kinds.push('fastest_pace');
    }
  }
  return kinds;
}

const larger = (a: number | null, b: number) => (a === null || b > a ? b : a);

/** The bests once this set is among the earlier ones. */
export function withEffortSet(bests: EffortBests, set: EffortSet): EffortBests {
  if (!isEffortSet(set)) return bests;
  const next = { ...bests };
  if (positive(set.kg) && !positive(set.reps)) next.heaviestKg = larger(next.heaviestKg, set.kg);
  if (positive(set.distanceM)) {
    next.farthestM = larger(next.farthestM, set.distanceM);
    if (positive(set.durationSec)) {
      const pace = set.durationSec / set.distanceM;
      if (next.fastestSecPerM === null || pace < next.fastestSecPerM) next.fastestSecPerM = pace;
    }
  } else {
    // An effort set without a distance has a time (isEffortSet).
    next.longestSec = larger(next.longestSec, Number(set.durationSec));
  }
  return next;
}
