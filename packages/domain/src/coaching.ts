import type { PersonalRecords } from './one-rep-max';
import { isWarmupFeedback, type WarmupFeedback } from './warmup';
import { DEFAULT_WEIGHT_MODEL, type BarType, type LoadType, type WeightModel } from './weight-model';

/**
 * Glue between the exercise catalogue, the member's plate profile and the training engine: which weight model an
 * exercise is loaded with, what a set's rest is, and how the records of a set are named.
 */

const BAR_TYPES: readonly string[] = ['barbell', 'ezbar', 'fixed'];

/** A plate-loaded bar (barbell, EZ bar, Smith machine bar) carries plates per side; other equipment does not. */
export function barTypeOf(catalogueLoadType: string | null | undefined): BarType | null {
  return typeof catalogueLoadType === 'string' && BAR_TYPES.includes(catalogueLoadType)
    ? (catalogueLoadType as BarType)
    : null;
}

/**
 * The engine's load type for a catalogue exercise (load_type, load_mode). A weight stack snaps like a machine;
 * dumbbells and kettlebells step by the auxiliary increment; belts and vests too. Anything else (cables without a
 * stack, bands, cardio, plate-loaded machines) is rounded to the minimum step, which is what `undefined` means.
 */
export function engineLoadType(
  catalogueLoadType: string | null | undefined,
  catalogueLoadMode?: string | null,
): LoadType | undefined {
  const bar = barTypeOf(catalogueLoadType);
  if (bar) return bar;
  if (catalogueLoadMode === 'stack') return 'machine';
  switch (catalogueLoadType) {
    case 'dumbbell':
    case 'kettlebell':
      return 'dumbbell';
    case 'bodyweight':
    case 'weighted_bodyweight':
      return 'bodyweight';
    default:
      return undefined;
  }
}

/** A plate profile as stored (every value in kg). */
export interface PlateProfileValues {
  barbellKg: number;
  ezbarKg: number;
  fixedKg: number;
  platesKgPerSide: readonly number[];
  singleMinIncrementKg: number;
  stackIncrementKg: number;
  auxIncrementsKg: readonly number[];
}

/** The weight model of a plate profile; a missing profile is the default model of spec §9. */
export function weightModelOf(profile: PlateProfileValues | null | undefined): WeightModel {
  if (!profile) return DEFAULT_WEIGHT_MODEL;
  return {
    unit: 'kg',
    barTypes: { barbell: profile.barbellKg, ezbar: profile.ezbarKg, fixed: profile.fixedKg },
    platesKgPerSide: [...profile.platesKgPerSide].sort((a, b) => b - a),
    singleMinIncrementKg: profile.singleMinIncrementKg,
    stackIncrementKg: profile.stackIncrementKg,
    auxIncrementsKg: [...profile.auxIncrementsKg],
  };
}

/** Rest after a working set when neither the template nor the exercise says otherwise. */
export const DEFAULT_WORKING_REST_SEC = 90;

export interface RestAfterSetInput {
  setKind: string | null | undefined;
  /** The rest the template (or the workout exercise) sets; null when none. */
  exerciseRestSec?: number | null;
  /** The rest of the warm-up step that was just done. */
  warmupStepRestSec?: number | null;
  /** The member's default rest (fitness profile); null or absent uses 90 s. */
  defaultRestSec?: number | null;
}

const isSeconds = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * How long to rest after a set: a warm-up step's own rest, else the exercise's rest, else the member's default rest,
 * else 90 s.
 */
export function restAfterSet({
  setKind,
  exerciseRestSec,
  warmupStepRestSec,
  defaultRestSec,
}: RestAfterSetInput): number {
  if (setKind === 'warmup' && isSeconds(warmupStepRestSec)) return Math.round(warmupStepRestSec);
  if (isSeconds(exerciseRestSec)) return Math.round(exerciseRestSec);
  return isSeconds(defaultRestSec) ? Math.round(defaultRestSec) : DEFAULT_WORKING_REST_SEC;
}

/** The fitness profile's training goals; strength trains for weight, muscle and endurance for reps. */
export type TrainingGoal = 'strength' | 'muscle' | 'endurance' | 'general';

/** The suggestion goal (readiness step rule) a training goal asks for; none for general fitness or no goal. */
export function suggestionGoalOf(goal: TrainingGoal | null | undefined): 'progress_weight' | 'progress_reps' | null {
  if (goal === 'strength') return 'progress_weight';
  if (goal === 'muscle' || goal === 'endurance') return 'progress_reps';
  return null;
}

export type PersonalRecordKind = 'weight' | 'reps_at_weight' | 'one_rep_max' | 'volume';
export const PERSONAL_RECORD_KINDS: readonly PersonalRecordKind[] = Object.freeze([
  'weight',
  'reps_at_weight',
  'one_rep_max',
  'volume',
]);

/** The records a set beat, as stored and shown (in this order). */
export function personalRecordKinds(records: PersonalRecords): PersonalRecordKind[] {
  const beaten: Record<PersonalRecordKind, boolean> = {
    weight: records.weight,
    reps_at_weight: records.repsAtWeight,
    one_rep_max: records.oneRepMax,
    volume: records.volume,
  };
  return PERSONAL_RECORD_KINDS.filter((kind) => beaten[kind]);
}

export type WarmupAnswer = WarmupFeedback | 'just_right';

/** "Just right" (or no answer) keeps the plan as it is; the other two answers shift it by 5 points. */
export function warmupShiftOf(answer: string | null | undefined): WarmupFeedback | null {
  return isWarmupFeedback(answer) ? answer : null;
}
