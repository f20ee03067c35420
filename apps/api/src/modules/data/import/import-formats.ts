/**
 * The CSV exports of Strong and Hevy, as those apps write them, read into one shape: a row per set (issue 24).
 *
 * Strong has written three layouts over the years, all with one row per set:
 * - `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`
 *   (weights and distances in the app's unit, which the file does not say: the member tells us);
 * - `Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;
 *   Workout Notes` (a unit column per row);
 * - `Workout #;Date;Workout Name;Duration (sec);Exercise Name;Set Order;Weight (kg);Reps;Distance (meters);Seconds;
 *   Notes;Workout Notes;RPE` (the unit in the header: kg or lbs, meters, km, miles or feet), where Set Order is a
 *   number, W (warm-up), D (drop set) or F (failure), and "Rest Timer" rows carry a rest, not a set.
 * Dates are local: `2023-05-04 18:45:01`, `2023-05-04 6:45:01 PM`.
 *
 * Hevy: `title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,
 * weight_kg|weight_lbs,reps,distance_km|distance_miles,duration_seconds,rpe`, dates `26 Jan 2024, 18:04` (local) or
 * ISO, set_type normal, warmup, dropset or failure.
 */

export type SetKind = 'normal' | 'warmup' | 'dropset' | 'failure';

export interface StagedSet {
  workoutKey: string;
  workoutTitle: string;
  startedAt: Date;
  endedAt: Date | null;
  workoutNotes: string | null;
  exerciseName: string;
  setKind: SetKind;
  weight: number | null;
  weightUnit: 'kg' | 'lb';
  reps: number | null;
  rpe: number | null;
  distanceM: number | null;
  durationSec: number | null;
  notes: string | null;
  supersetKey: string | null;
  /** Only our own export has these (issue 39); a CSV's rows leave them out. */
  own?: OwnExportFields;
  /** When the set was finished, if the file says (a watch's strength set, issue 42). */
  completedAt?: Date | null;
}

/** What our own JSON export keeps of a set beyond what a CSV has. */
export interface OwnExportFields {
  /** The exercise's place in its workout, from 0. */
  exerciseOrder: number;
  exerciseNotes: string | null;
  completedAt: Date | null;
  /** A member's own exercise: how it is logged. */
  customLoadType: string | null;
  customLoadMode: string | null;
  customEffortMode: string | null;
}

export interface RowProblem {
  field: string;
  code: string;
}

/** What a row became: a set, nothing to import (a rest timer), or a problem with one of its fields. */
export type RowResult = { set: StagedSet } | { skip: true } | { problem: RowProblem };

export interface ReadOptions {
  /** The unit of a file that does not say it (Strong's oldest layout). */
  unit: 'kg' | 'lb';
  /** Minutes to add to local time to get UTC (Date.prototype.getTimezoneOffset). */
  tzOffset: number;
}

export interface CsvLayout {
  source: 'strong' | 'hevy';
  read(record: string[], options: ReadOptions): RowResult;
}

const MAX_WEIGHT = 2000;
const MAX_REPS = 1000;
/** In the file's unit; metres after conversion are checked again (a set is at most 1,000 km). */
const MAX_DISTANCE = 1_000_000;
const METRES_PER_MILE = 1609.344;
/** Metres in one unit, as Strong names its distance units (in the header or in a column per row). */
const METRES: Record<string, number> = {
  m: 1,
  meters: 1,
  metres: 1,
  km: 1000,
  kilometers: 1000,
  kilometres: 1000,
  mi: METRES_PER_MILE,
  miles: METRES_PER_MILE,
  ft: 0.3048,
  feet: 0.3048,
  yd: 0.9144,
  yds: 0.9144,
  yards: 0.9144,
};
const LB_UNITS = new Set(['lb', 'lbs']);

/** The delimiter of a CSV file, from its header line: Strong has written both `,` and `;`. */
export function delimiterOf(headerLine: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, headerLine.split(d).length] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]![0];
}

/** The layout of a header row, or null when it is neither Strong's nor Hevy's. */
export function layoutOf(header: string[]): CsvLayout | null {
  const columns = header.map((h) => h.replace(/^\uFEFF/, '').trim());
  const index = new Map(columns.map((name, i) => [name.toLowerCase(), i]));
  if (index.has('exercise name') && index.has('set order') && index.has('date')) return strongLayout(columns, index);
  if (index.has('exercise_title') && index.has('start_time') && index.has('set_index')) return hevyLayout(index);
  return null;
}

type Index = Map<string, number>;
const cell = (record: string[], i: number | undefined) => (i === undefined ? '' : (record[i] ?? '').trim());
const findColumn = (index: Index, prefix: string) => {
  for (const [name, i] of index) if (name === prefix || name.startsWith(`${prefix} (`)) return { name, i };
  return undefined;
};
const unitInHeader = (name: string) => /\(([^)]+)\)/.exec(name)?.[1]?.toLowerCase() ?? null;

function strongLayout(_columns: string[], index: Index): CsvLayout {
  const weight = findColumn(index, 'weight');
  const distance = findColumn(index, 'distance');
  const duration = findColumn(index, 'duration');
  const headerWeightUnit = weight ? unitInHeader(weight.name) : null;
  const headerDistanceUnit = distance ? unitInHeader(distance.name) : null;
  const at = (name: string) => index.get(name);
  return {
    source: 'strong',
    read(record, options) {
      const setOrder = cell(record, at('set order'));
      if (/^rest timer$/i.test(setOrder)) return { skip: true };
      const startedAt = parseLocalDate(cell(record, at('date')), options.tzOffset);
      if (!startedAt) return { problem: { field: 'Date', code: 'invalid_format' } };
      const exerciseName = cell(record, at('exercise name'));
      if (!exerciseName) return { problem: { field: 'Exercise Name', code: 'required' } };
      const setKind = strongSetKind(setOrder);
      if (!setKind) return { problem: { field: 'Set Order', code: 'invalid_value' } };
      const rowUnit = cell(record, at('weight unit')).toLowerCase();
      const unitName = headerWeightUnit ?? (rowUnit || options.unit);
      const weightUnit = LB_UNITS.has(unitName) ? 'lb' : 'kg';
      const numbers = readNumbers(record, {
        weight: weight?.i,
        reps: at('reps'),
        rpe: at('rpe'),
        distance: distance?.i,
        seconds: at('seconds'),
      });
      if ('problem' in numbers) return numbers;
      // The unit in the header (numbered layout), else in the row's own column, else (oldest layout) the app's: km for
      // a member in kg, miles in lb, as Strong shows distances.
      const distanceUnit =
        headerDistanceUnit ??
        (cell(record, at('distance unit')).toLowerCase() || (options.unit === 'lb' ? 'miles' : 'km'));
      const metresPerUnit = METRES[distanceUnit];
      if (numbers.distance !== null && metresPerUnit === undefined) {
        return { problem: { field: index.has('distance unit') ? 'Distance Unit' : 'Distance', code: 'invalid_value' } };
      }
      const distanceM = numbers.distance === null ? null : round2(numbers.distance * metresPerUnit!);
      if (distanceM !== null && distanceM > MAX_DISTANCE)
        return { problem: { field: 'Distance', code: 'out_of_range' } };
      const workoutTitle = cell(record, at('workout name')) || 'Workout';
      const durationSec = duration ? strongDuration(cell(record, duration.i), duration.name) : null;
      const workoutNumber = cell(record, at('workout #'));
      return {
        set: {
          workoutKey: workoutNumber
            ? `#${workoutNumber}|${startedAt.toISOString()}`
            : `${startedAt.toISOString()}|${workoutTitle}`,
          workoutTitle,
          startedAt,
          endedAt: durationSec ? new Date(startedAt.getTime() + durationSec * 1000) : null,
          workoutNotes: cell(record, at('workout notes')) || null,
          exerciseName,
          setKind,
          weight: numbers.weight,
          weightUnit,
          reps: numbers.reps,
          rpe: numbers.rpe,
          distanceM,
          durationSec: numbers.seconds,
          notes: cell(record, at('notes')) || null,
          supersetKey: null,
        },
      };
    },
  };
}

function hevyLayout(index: Index): CsvLayout {
  const at = (name: string) => index.get(name);
  const weightColumn = index.has('weight_lbs') ? 'weight_lbs' : 'weight_kg';
  const distanceColumn = index.has('distance_miles') ? 'distance_miles' : 'distance_km';
  return {
    source: 'hevy',
    read(record, options) {
      const startedAt = parseLocalDate(cell(record, at('start_time')), options.tzOffset);
      if (!startedAt) return { problem: { field: 'start_time', code: 'invalid_format' } };
      const endText = cell(record, at('end_time'));
      const endedAt = endText ? parseLocalDate(endText, options.tzOffset) : null;
      if (endText && (!endedAt || endedAt < startedAt))
        return { problem: { field: 'end_time', code: 'invalid_value' } };
      const exerciseName = cell(record, at('exercise_title'));
      if (!exerciseName) return { problem: { field: 'exercise_title', code: 'required' } };
      const type = cell(record, at('set_type')).toLowerCase() || 'normal';
      const setKind = (['normal', 'warmup', 'dropset', 'failure'] as const).find((k) => k === type);
      if (!setKind) return { problem: { field: 'set_type', code: 'invalid_value' } };
      const numbers = readNumbers(record, {
        weight: at(weightColumn),
        reps: at('reps'),
        rpe: at('rpe'),
        distance: at(distanceColumn),
        seconds: at('duration_seconds'),
      });
      if ('problem' in numbers) return numbers;
      const distanceM =
        numbers.distance === null
          ? null
          : round2(numbers.distance * (distanceColumn === 'distance_miles' ? METRES_PER_MILE : 1000));
      if (distanceM !== null && distanceM > MAX_DISTANCE)
        return { problem: { field: distanceColumn, code: 'out_of_range' } };
      const workoutTitle = cell(record, at('title')) || 'Workout';
      const superset = cell(record, at('superset_id'));
      return {
        set: {
          workoutKey: `${startedAt.toISOString()}|${workoutTitle}`,
          workoutTitle,
          startedAt,
          endedAt,
          workoutNotes: cell(record, at('description')) || null,
          exerciseName,
          setKind,
          weight: numbers.weight,
          weightUnit: weightColumn === 'weight_lbs' ? 'lb' : 'kg',
          reps: numbers.reps,
          rpe: numbers.rpe,
          distanceM,
          durationSec: numbers.seconds,
          notes: cell(record, at('exercise_notes')) || null,
          supersetKey: superset || null,
        },
      };
    },
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

interface Numbers {
  weight: number | null;
  reps: number | null;
  rpe: number | null;
  distance: number | null;
  seconds: number | null;
}

const FIELD_NAMES: Record<keyof Numbers, string> = {
  weight: 'weight',
  reps: 'reps',
  rpe: 'rpe',
  distance: 'distance',
  seconds: 'seconds',
};

/** The numeric cells of a row, each empty (null) or a number in its range. */
function readNumbers(
  record: string[],
  columns: Record<keyof Numbers, number | undefined>,
): Numbers | { problem: RowProblem } {
  const out: Numbers = { weight: null, reps: null, rpe: null, distance: null, seconds: null };
  for (const key of Object.keys(columns) as (keyof Numbers)[]) {
    const text = cell(record, columns[key]).replace(',', '.');
    if (text === '') continue;
    const value = Number(text);
    if (!Number.isFinite(value)) return { problem: { field: FIELD_NAMES[key], code: 'invalid_type' } };
    out[key] = value;
  }
  if (out.weight !== null && (out.weight < 0 || out.weight > MAX_WEIGHT))
    return { problem: { field: 'weight', code: 'out_of_range' } };
  if (out.reps !== null && (!Number.isInteger(out.reps) || out.reps < 0 || out.reps > MAX_REPS))
    return { problem: { field: 'reps', code: 'out_of_range' } };
  // Strong writes 0 for "no RPE"; RPE is 1 to 10 in half steps.
  if (out.rpe === 0) out.rpe = null;
  if (out.rpe !== null && (out.rpe < 1 || out.rpe > 10)) return { problem: { field: 'rpe', code: 'out_of_range' } };
  if (out.distance !== null && (out.distance < 0 || out.distance > MAX_DISTANCE)) {
    return { problem: { field: 'distance', code: 'out_of_range' } };
  }
  if (out.distance === 0) out.distance = null;
  if (out.seconds !== null && (out.seconds < 0 || out.seconds > 86400))
    return { problem: { field: 'seconds', code: 'out_of_range' } };
  if (out.seconds === 0) out.seconds = null;
  if (out.seconds !== null) out.seconds = Math.round(out.seconds);
  // Strong writes 0 in the cells a set does not use: a run or a plank has a distance or a time, not 0 kg for 0 reps.
  if (out.distance !== null || out.seconds !== null) {
    if (out.reps === 0) out.reps = null;
    if (out.weight === 0) out.weight = null;
  }
  if (out.weight !== null) out.weight = Math.round(out.weight * 1000) / 1000;
  return out;
}

function strongSetKind(order: string): SetKind | null {
  if (/^\d+$/.test(order)) return 'normal';
  const letter = order.toUpperCase();
  if (letter === 'W') return 'warmup';
  if (letter === 'D') return 'dropset';
  if (letter === 'F') return 'failure';
  return null;
}

/** Strong's workout length: seconds in `Duration (sec)`, else `1h 5m`, `45m`, `30s`. */
function strongDuration(text: string, column: string): number | null {
  if (!text) return null;
  if (column.includes('(sec)')) {
    const seconds = Number(text);
    return Number.isFinite(seconds) && seconds > 0 && seconds <= 86400 ? Math.round(seconds) : null;
  }
  let total = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+)\s*([hms])/gi)) {
    total += Number(amount) * (unit!.toLowerCase() === 'h' ? 3600 : unit!.toLowerCase() === 'm' ? 60 : 1);
  }
  return total > 0 && total <= 86400 ? total : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A date as these apps write it, local time (tzOffset minutes to UTC) unless it names its zone: `2023-05-04 18:45:01`,
 * `2023-05-04 6:45:01 PM`, `26 Jan 2024, 18:04`, or ISO 8601 with a zone. Null when it is none of these, or not a real
 * day, or outside 1970 to next year.
 */
export function parseLocalDate(text: string, tzOffset: number): Date | null {
  const clean = text.replace(/[\u202f\u00a0]/g, ' ').trim();
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(clean)) return inRange(new Date(clean));
  let parts: [number, number, number, number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp])\.?[Mm]\.?)?)?$/.exec(
    clean,
  );
  if (iso) {
    parts = [
      Number(iso[1]),
      Number(iso[2]),
      Number(iso[3]),
      Number(iso[4] ?? 0),
      Number(iso[5] ?? 0),
      Number(iso[6] ?? 0),
    ];
    if (iso[7]) parts[3] = to24(parts[3], iso[7]);
  }
  const named = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp])[Mm])?$/.exec(
    clean,
  );
  if (named) {
    const month = MONTHS.indexOf(named[2]!.toLowerCase()) + 1;
    if (month === 0) return null;
    parts = [Number(named[3]), month, Number(named[1]), Number(named[4]), Number(named[5]), Number(named[6] ?? 0)];
    if (named[7]) parts[3] = to24(parts[3], named[7]);
  }
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  if (new Date(utc).getUTCDate() !== d) return null;
  return inRange(new Date(utc + tzOffset * 60_000));
}

const to24 = (hour: number, meridiem: string) => (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);

function inRange(date: Date): Date | null {
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1970 || year > new Date().getUTCFullYear() + 1 ? null : date;
}
