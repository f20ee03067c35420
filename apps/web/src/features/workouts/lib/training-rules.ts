import {
  DEFAULT_READINESS_ENERGY,
  DEFAULT_WARMUP_STRATEGY,
  DEFAULT_WEIGHT_MODEL,
  POUND_WEIGHT_MODEL,
  WARMUP_ESTIMATED_MINUTES,
  WARMUP_MIN_WEIGHT_KG,
  WARMUP_REPS_GOAL,
  barTypeOf,
  engineLoadType,
  planWarmup,
  planWarmupByWarmth,
  platesPerSide,
  snapMachineWeight,
  suggestNextSetDetailed,
  toKg,
  warmupShiftOf,
  type BarType,
  type DetailedSetSuggestion,
  type LoadType,
  type PlateLoadout,
  type RepRange,
  type WeightModel,
  type WeightUnit,
} from '@lifeorbit/domain';
import type {
  LastSet,
  SuggestionResponse,
  WarmupPlan,
  WarmupStrategyChoice,
  WorkoutExercise,
  WorkoutSet,
} from '@lifeorbit/contracts';

/**
 * The training rules computed in the browser with packages/domain (issue 6): the next set, the warm-up plan when none is
 * stored yet, plates. The server's suggestion answer gives the inputs (the member's last working set, targets with
 * preferences, weight model); the sets logged in this workout are newer, so they win. Nothing here waits on the
 * network.
 */

/** The member's newest completed working set (no warm-ups) with weight and reps, or null. */
export function newestWorkingSet(sets: readonly WorkoutSet[]): WorkoutSet | null {
  let newest: WorkoutSet | null = null;
  for (const set of sets) {
    if (!set.isCompleted || !set.completedAt || set.weight === null || set.reps === null) continue;
    if (set.setKind === 'warmup') continue;
    if (!newest || Date.parse(set.completedAt) >= Date.parse(newest.completedAt!)) newest = set;
  }
  return newest;
}

type LastWorkingSet = Pick<LastSet, 'weight' | 'reps' | 'weightUnit' | 'notes' | 'rpe' | 'completedAt'>;

function newerOf(local: WorkoutSet | null, server: LastSet | null | undefined): LastWorkingSet | null {
  if (!local) return server ?? null;
  const fromHere = {
    weight: local.weight!,
    reps: local.reps!,
    weightUnit: local.weightUnit,
    notes: local.notes,
    rpe: local.rpe,
    completedAt: local.completedAt!,
  };
  if (!server) return fromHere;
  return Date.parse(server.completedAt) > Date.parse(fromHere.completedAt) ? server : fromHere;
}

export type TrainingRulesContext = Pick<
  SuggestionResponse,
  | 'lastSet'
  | 'readinessEnergy'
  | 'templateReps'
  | 'repRange'
  | 'weightModel'
  | 'warmupStrategy'
  | 'goal'
  | 'loadType'
  | 'loadMode'
>;

export interface NextSetInput {
  exercise: Pick<WorkoutExercise, 'loadType' | 'targetReps' | 'targetRepsMin' | 'targetRepsMax'>;
  /** The sets of this exercise logged in this workout (every entry of the same exercise). */
  sets: readonly WorkoutSet[];
  /** The server's answer, when it was read; without it only this workout's sets and the targets are known. */
  context?: TrainingRulesContext | null;
  /** Today's readiness energy when known (it may be newer than the context's). */
  energy?: number | null;
  /** The member's weight model (plate profile) when the context is missing. */
  model?: WeightModel | null;
}

export interface NextSet {
  suggestion: DetailedSetSuggestion;
  model: WeightModel;
  loadType: LoadType | undefined;
  bar: BarType | null;
  energy: number;
}

function repRangeOf(exercise: NextSetInput['exercise']): RepRange | null {
  const { targetRepsMin: min, targetRepsMax: max } = exercise;
  if (min === null && max === null) return null;
  return { min: (min ?? max)!, max: (max ?? min)! };
}

/** The next set per spec §9 (packages/domain suggestNextSetDetailed), in kg. */
export function nextSetFor({ exercise, sets, context, energy, model }: NextSetInput): NextSet {
  const last = newerOf(newestWorkingSet(sets), context?.lastSet);
  const weightModel = (context?.weightModel as WeightModel | undefined) ?? model ?? DEFAULT_WEIGHT_MODEL;
  const catalogueLoadType = context?.loadType ?? exercise.loadType;
  const loadType = engineLoadType(catalogueLoadType, context?.loadMode);
  const readiness = energy ?? context?.readinessEnergy ?? DEFAULT_READINESS_ENERGY;
  const suggestion = suggestNextSetDetailed({
    lastSet: last
      ? { weight: toKg(last.weight, last.weightUnit), reps: last.reps, notes: last.notes, rpe: last.rpe }
      : null,
    templateReps: (context ? context.templateReps : exercise.targetReps) ?? undefined,
    repRange: context ? context.repRange : repRangeOf(exercise),
    readinessEnergy: readiness,
    goal: context?.goal ?? null,
    loadType,
    model: weightModel,
  });
  return { suggestion, model: weightModel, loadType, bar: barTypeOf(catalogueLoadType), energy: readiness };
}

// ---- Warm-ups ----

const STRATEGIES: readonly string[] = ['ramped', 'quick', 'power', 'warmth'];

/** A stored warm_up plan of the shape the API writes (older or foreign shapes are ignored). */
export function isWarmupPlan(value: unknown): value is WarmupPlan {
  if (typeof value !== 'object' || value === null) return false;
  const plan = value as Partial<WarmupPlan>;
  return (
    typeof plan.strategy === 'string' &&
    STRATEGIES.includes(plan.strategy) &&
    typeof plan.topWeightKg === 'number' &&
    Array.isArray(plan.steps) &&
    plan.steps.every(
      (step) =>
        typeof step === 'object' &&
        step !== null &&
        typeof step.weightKg === 'number' &&
        typeof step.reps === 'number' &&
        typeof step.rest_sec === 'number' &&
        typeof step.percent === 'number',
    )
  );
}

/** The plan the page shows before the server stored one (or offline): the same rules, from the next set. */
export function localWarmupPlan({
  topWeightKg,
  strategy,
  answer,
  model,
}: {
  topWeightKg: number;
  strategy: WarmupStrategyChoice | null | undefined;
  answer: string | null | undefined;
  model: WeightModel;
}): WarmupPlan {
  const feedback = warmupShiftOf(answer);
  const chosen = strategy ?? DEFAULT_WARMUP_STRATEGY;
  const common = { topWeightKg, feedback, minWeightKg: WARMUP_MIN_WEIGHT_KG, model };
  // Offline the page cannot tell how warm the muscle is; the full ramp is the safe side.
  const steps =
    chosen === 'warmth' ? planWarmupByWarmth({ ...common, warmth: 0 }) : planWarmup({ ...common, strategy: chosen });
  return {
    strategy: chosen,
    feedback,
    topWeightKg,
    repsGoal: WARMUP_REPS_GOAL,
    minWeightKg: WARMUP_MIN_WEIGHT_KG,
    estimatedMinutes: WARMUP_ESTIMATED_MINUTES,
    steps,
  };
}

/** How many warm-up steps are done: the warm-up sets logged for this workout exercise, in order. */
export function warmupStepsDone(sets: readonly WorkoutSet[]): number {
  return sets.filter((set) => set.setKind === 'warmup' && set.isCompleted).length;
}

// ---- Plates ----

/** Plates per side for a plate-loaded bar, null for anything else (or no weight). */
/** The plates a member loads: a pound gym's for an lb member, else the settings' plate profile. */
export function plateModelFor(model: WeightModel, unit: WeightUnit): WeightModel {
  return unit === 'lb' ? POUND_WEIGHT_MODEL : model;
}

export function loadoutFor(
  weightKg: number | null,
  bar: BarType | null,
  model: WeightModel,
  unit: WeightUnit = 'kg',
): PlateLoadout | null {
  if (bar === null || weightKg === null || !Number.isFinite(weightKg) || weightKg < 0) return null;
  return platesPerSide(weightKg, { bar, model: plateModelFor(model, unit) });
}

/** "25 + 15": the plates of one side, heaviest first, in the member's number format. */
export function platesText(perSideKg: readonly number[], format: (kg: number) => string): string {
  return perSideKg.map(format).join(' + ');
}

/** A weight-stack exercise: the nearest weight the stack has, when the entered one is off the stack. */
export function stackWeightFor(
  weightKg: number | null,
  loadType: LoadType | undefined,
  model: WeightModel,
): number | null {
  if (loadType !== 'machine' || weightKg === null || !Number.isFinite(weightKg)) return null;
  const snapped = snapMachineWeight(weightKg, model);
  return snapped === weightKg ? null : snapped;
}
