import { readFeel, type Feel } from './feel';
import { readinessMultiplier } from './readiness';
import { cleanKg, formatKg } from './rounding';
import {
  DEFAULT_STEP_KG,
  DEFAULT_TARGET_WEIGHT_KG,
  DEFAULT_WEIGHT_MODEL,
  loadableWeight,
  type LoadType,
  type WeightModel,
} from './weight-model';

export type SuggestionGoal = 'progress_weight' | 'progress_reps';

export interface RepRange {
  min: number;
  max: number;
}

export interface LastSetSummary {
  weight: number;
  reps: number;
  notes?: string | null;
  rpe?: number | null;
}

export interface SuggestNextSetInput {
  lastSet: LastSetSummary | null;
  templateReps?: number;
  /** Defaults to 80%..120% of templateReps. */
  repRange?: RepRange | null;
  /** Readiness is applied only when a finite energy is given. */
  readinessEnergy?: number | null;
  /** Without a goal the readiness step rule is skipped. */
  goal?: SuggestionGoal | null;
  stepKg?: number;
  loadType?: LoadType;
  model?: WeightModel;
}

export interface SetSuggestion {
  weight: number;
  reps: number;
  /** English, one line per rule that changed the answer; `reasons` carries the same for translation. */
  rationale: string[];
}

export type SuggestionReason =
  | { code: 'no_previous_set'; params: { weightKg: number; reps: number } }
  | {
      code: 'reps_added';
      params: { lastWeightKg: number; lastReps: number; feel: Feel | null; addedReps: number; reps: number } & RepRange;
    }
  | { code: 'reps_kept'; params: { lastWeightKg: number; lastReps: number; feel: Feel | null } & RepRange }
  | {
      code: 'range_top_reached';
      params: { lastWeightKg: number; lastReps: number; feel: Feel | null; addedKg: number } & RepRange;
    }
  | { code: 'readiness_adjusted'; params: { energy: number; multiplier: number; fromKg: number; toKg: number } }
  | { code: 'readiness_goal_step'; params: { energy: number; deltaKg: number } }
  | { code: 'clamped_to_zero'; params: { fromKg: number } }
  | { code: 'rounded_to_loadable'; params: { fromKg: number; toKg: number } };

export type SuggestionReasonCode = SuggestionReason['code'];

export interface DetailedSetSuggestion extends SetSuggestion {
  reasons: SuggestionReason[];
}

export const DEFAULT_TEMPLATE_REPS = 10;
export const REP_RANGE_MIN_SHARE = 0.8;
export const REP_RANGE_MAX_SHARE = 1.2;
export const HIGH_READINESS_ENERGY = 70;
export const LOW_READINESS_ENERGY = 25;

/** Reps added below the top of the range; an easy set earns more. */
export const FEEL_REP_BONUS: Readonly<Record<Feel, number>> = Object.freeze({
  '++': 2,
  '+': 1,
  '=': 1,
  '-': 0,
  '--': 0,
});
export const UNKNOWN_FEEL_REP_BONUS = 1;

/** Share of the step added at the top of the range. */
export const FEEL_STEP_MULTIPLIER: Readonly<Record<Feel, number>> = Object.freeze({
  '++': 1.5,
  '+': 1,
  '=': 1,
  '-': 0.5,
  '--': 0,
});
export const UNKNOWN_FEEL_STEP_MULTIPLIER = 1;

function wholeReps(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.round(value)) : fallback;
}

export function resolveTemplateReps(templateReps: number | null | undefined): number {
  return typeof templateReps === 'number' && Number.isFinite(templateReps) && templateReps > 0
    ? Math.max(1, Math.round(templateReps))
    : DEFAULT_TEMPLATE_REPS;
}

/** Whole reps, at least 1, with max never below min; broken bounds fall back to the template's range. */
export function resolveRepRange(templateReps: number | null | undefined, repRange?: RepRange | null): RepRange {
  const reps = resolveTemplateReps(templateReps);
  const fromTemplate = {
    min: Math.max(1, Math.round(reps * REP_RANGE_MIN_SHARE)),
    max: Math.max(1, Math.round(reps * REP_RANGE_MAX_SHARE)),
  };
  const min = wholeReps(repRange?.min ?? fromTemplate.min, fromTemplate.min);
  const max = wholeReps(repRange?.max ?? fromTemplate.max, fromTemplate.max);
  return { min, max: Math.max(min, max) };
}

/** With a weight goal a good day earns one extra minimum step and a bad day gives one back. */
export function readinessGoalDeltaKg(
  energy: number,
  goal: SuggestionGoal | null | undefined,
  minStepKg: number,
): number {
  if (goal !== 'progress_weight') return 0;
  if (energy >= HIGH_READINESS_ENERGY) return minStepKg;
  if (energy < LOW_READINESS_ENERGY) return -minStepKg;
  return 0;
}

function feelPhrase(feel: Feel | null): string {
  return feel === null ? 'with no feel recorded' : `at feel ${feel}`;
}

function signedKg(kg: number): string {
  return `${kg < 0 ? '-' : '+'}${formatKg(Math.abs(kg))} kg`;
}

export function describeSuggestionReason(reason: SuggestionReason): string {
  switch (reason.code) {
    case 'no_previous_set':
      return `No previous set: starting at ${formatKg(reason.params.weightKg)} kg x ${reason.params.reps}.`;
    case 'reps_added': {
      const { lastWeightKg, lastReps, feel, addedReps, reps, min, max } = reason.params;
      const repWord = addedReps === 1 ? 'rep' : 'reps';
      return `Last set ${formatKg(lastWeightKg)} kg x ${lastReps} ${feelPhrase(feel)}: same weight, +${addedReps} ${repWord} to ${reps} (range ${min}-${max}).`;
    }
    case 'reps_kept': {
      const { lastWeightKg, lastReps, feel, min, max } = reason.params;
      return `Last set ${formatKg(lastWeightKg)} kg x ${lastReps} ${feelPhrase(feel)}: same weight and reps (range ${min}-${max}).`;
    }
    case 'range_top_reached': {
      const { lastWeightKg, lastReps, feel, addedKg, min, max } = reason.params;
      const weightChange = addedKg > 0 ? signedKg(addedKg) : 'same weight';
      return `Last set ${formatKg(lastWeightKg)} kg x ${lastReps} reached the top of ${min}-${max} reps ${feelPhrase(feel)}: ${weightChange}, reps back to ${min}.`;
    }
    case 'readiness_adjusted': {
      const { energy, multiplier, fromKg, toKg } = reason.params;
      return `Readiness ${formatKg(energy)} (x${multiplier}): ${formatKg(fromKg)} kg becomes ${formatKg(toKg)} kg.`;
    }
    case 'readiness_goal_step': {
      const { energy, deltaKg } = reason.params;
      const level = deltaKg > 0 ? 'High' : 'Low';
      return `${level} readiness (${formatKg(energy)}) with a weight goal: ${signedKg(deltaKg)}.`;
    }
    case 'clamped_to_zero':
      return `Weight cannot go below 0 kg (was ${formatKg(reason.params.fromKg)} kg).`;
    case 'rounded_to_loadable':
      return `Rounded ${formatKg(reason.params.fromKg)} kg to a loadable ${formatKg(reason.params.toKg)} kg.`;
  }
}

interface Progression {
  weightKg: number;
  reps: number;
  reason: SuggestionReason;
}

/** Double progression: earn reps up to the top of the range, then trade them for weight. */
function progressFromLastSet(lastSet: LastSetSummary, range: RepRange, stepKg: number): Progression {
  const lastWeightKg = Number.isFinite(lastSet.weight) && lastSet.weight > 0 ? lastSet.weight : 0;
  const lastReps = Number.isFinite(lastSet.reps) && lastSet.reps > 0 ? Math.round(lastSet.reps) : 0;
  const feel = readFeel(lastSet);
  if (lastReps < range.max) {
    const bonus = feel === null ? UNKNOWN_FEEL_REP_BONUS : FEEL_REP_BONUS[feel];
    const reps = Math.max(1, Math.min(range.max, lastReps + bonus));
    const addedReps = reps - lastReps;
    const reason: SuggestionReason =
      addedReps > 0
        ? { code: 'reps_added', params: { lastWeightKg, lastReps, feel, addedReps, reps, ...range } }
        : { code: 'reps_kept', params: { lastWeightKg, lastReps, feel, ...range } };
    return { weightKg: lastWeightKg, reps, reason };
  }
  const multiplier = feel === null ? UNKNOWN_FEEL_STEP_MULTIPLIER : FEEL_STEP_MULTIPLIER[feel];
  const addedKg = cleanKg(stepKg * multiplier);
  return {
    weightKg: cleanKg(lastWeightKg + addedKg),
    reps: range.min,
    reason: { code: 'range_top_reached', params: { lastWeightKg, lastReps, feel, addedKg, ...range } },
  };
}

function applyReadiness(
  weightKg: number,
  energy: number,
  goal: SuggestionGoal | null | undefined,
  model: WeightModel,
  reasons: SuggestionReason[],
): number {
  const multiplier = readinessMultiplier(energy);
  let adjustedKg = cleanKg(weightKg * multiplier);
  if (adjustedKg !== weightKg) {
    reasons.push({ code: 'readiness_adjusted', params: { energy, multiplier, fromKg: weightKg, toKg: adjustedKg } });
  }
  const deltaKg = readinessGoalDeltaKg(energy, goal, model.singleMinIncrementKg);
  if (deltaKg !== 0) {
    adjustedKg = cleanKg(adjustedKg + deltaKg);
    reasons.push({ code: 'readiness_goal_step', params: { energy, deltaKg } });
  }
  return adjustedKg;
}

function toLoadable(
  weightKg: number,
  loadType: LoadType | undefined,
  model: WeightModel,
  reasons: SuggestionReason[],
): number {
  let safeKg = weightKg;
  if (safeKg < 0) {
    reasons.push({ code: 'clamped_to_zero', params: { fromKg: safeKg } });
    safeKg = 0;
  }
  const loadableKg = loadableWeight(safeKg, { loadType, model });
  if (loadableKg !== safeKg)
    reasons.push({ code: 'rounded_to_loadable', params: { fromKg: safeKg, toKg: loadableKg } });
  return loadableKg;
}

function finish(weight: number, reps: number, reasons: SuggestionReason[]): DetailedSetSuggestion {
  return { weight, reps, rationale: reasons.map(describeSuggestionReason), reasons };
}

/**
 * The next set, per spec section 9. Without a previous set the answer is the default 60 kg at the
 * template reps and nothing else applies: readiness scales a performance, and there is none yet.
 */
export function suggestNextSetDetailed(input: SuggestNextSetInput): DetailedSetSuggestion {
  const { lastSet, templateReps, repRange, readinessEnergy, goal, loadType, model = DEFAULT_WEIGHT_MODEL } = input;
  const stepKg =
    typeof input.stepKg === 'number' && Number.isFinite(input.stepKg) && input.stepKg >= 0
      ? input.stepKg
      : DEFAULT_STEP_KG;
  if (lastSet === null) {
    const reps = resolveTemplateReps(templateReps);
    return finish(DEFAULT_TARGET_WEIGHT_KG, reps, [
      { code: 'no_previous_set', params: { weightKg: DEFAULT_TARGET_WEIGHT_KG, reps } },
    ]);
  }
  const progression = progressFromLastSet(lastSet, resolveRepRange(templateReps, repRange), stepKg);
  const reasons: SuggestionReason[] = [progression.reason];
  let weightKg = progression.weightKg;
  if (typeof readinessEnergy === 'number' && Number.isFinite(readinessEnergy)) {
    weightKg = applyReadiness(weightKg, readinessEnergy, goal, model, reasons);
  }
  return finish(toLoadable(weightKg, loadType, model, reasons), progression.reps, reasons);
}

export function suggestNextSet(input: SuggestNextSetInput): SetSuggestion {
  const { weight, reps, rationale } = suggestNextSetDetailed(input);
  return { weight, reps, rationale };
}
