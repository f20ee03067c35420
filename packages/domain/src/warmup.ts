import { floorToIncrement, roundToIncrement } from './rounding';
import { DEFAULT_WEIGHT_MODEL, type WeightModel } from './weight-model';

export type WarmupStrategy = 'quick' | 'power' | 'ramped';
export type WarmupFeedback = 'not_enough' | 'too_much';
export type WarmupStepId = 'W1' | 'W2' | 'W3' | 'W4';

export interface WarmupStep {
  id: WarmupStepId;
  percent: number;
  reps: number;
  rest_sec: number;
  weightKg: number;
}

interface WarmupStepTemplate {
  readonly id: WarmupStepId;
  readonly percent: number;
  readonly reps: number;
}

function frozenSteps(...templates: WarmupStepTemplate[]): readonly WarmupStepTemplate[] {
  return Object.freeze(templates.map((template) => Object.freeze(template)));
}

export const WARMUP_STRATEGIES: Readonly<Record<WarmupStrategy, readonly WarmupStepTemplate[]>> = Object.freeze({
  quick: frozenSteps({ id: 'W1', percent: 50, reps: 8 }, { id: 'W2', percent: 70, reps: 5 }),
  power: frozenSteps(
    { id: 'W1', percent: 40, reps: 5 },
    { id: 'W2', percent: 60, reps: 3 },
    { id: 'W3', percent: 80, reps: 1 },
  ),
  ramped: frozenSteps(
    { id: 'W1', percent: 40, reps: 10 },
    { id: 'W2', percent: 60, reps: 8 },
    { id: 'W3', percent: 80, reps: 5 },
  ),
});

export function isWarmupStrategy(value: unknown): value is WarmupStrategy {
  return typeof value === 'string' && Object.hasOwn(WARMUP_STRATEGIES, value);
}

export function isWarmupFeedback(value: unknown): value is WarmupFeedback {
  return value === 'not_enough' || value === 'too_much';
}

export const DEFAULT_WARMUP_STRATEGY: WarmupStrategy = 'ramped';
export const WARMUP_ESTIMATED_MINUTES = 3;
export const WARMUP_REPS_GOAL = 8;
export const WARMUP_MIN_WEIGHT_KG = 0;
/** A warm-up step is never heavier than this share of the top set. */
export const WARMUP_MAX_PERCENT = 95;
export const WARMUP_FEEDBACK_POINTS = 5;
const WARMUP_REST_SEC: readonly number[] = [60, 90, 120];
const WARMUP_FALLBACK_REST_SEC = 60;

export function warmupRestSec(stepIndex: number): number {
  return WARMUP_REST_SEC[stepIndex] ?? WARMUP_FALLBACK_REST_SEC;
}

/**
 * "too_much" lowers every step by 5 points. "not_enough" raises the first step by 5 and fewer toward
 * the top set (round(5 * (n - i) / n): 5, 3, 2 for three steps), because the heavy steps already cost
 * effort that the top set needs. No step goes below 0% or above the 95% cap.
 */
export function adjustWarmupPercent(
  percent: number,
  stepIndex: number,
  stepCount: number,
  feedback: WarmupFeedback | null | undefined,
): number {
  let adjusted = percent;
  if (feedback === 'too_much') adjusted = percent - WARMUP_FEEDBACK_POINTS;
  if (feedback === 'not_enough') {
    adjusted = percent + Math.round((WARMUP_FEEDBACK_POINTS * (stepCount - stepIndex)) / stepCount);
  }
  return Math.min(Math.max(adjusted, 0), WARMUP_MAX_PERCENT);
}

function nonNegativeKg(kg: number): number {
  return Number.isFinite(kg) && kg > 0 ? kg : 0;
}

interface WarmupLimits {
  minKg: number;
  capKg: number;
  incrementKg: number;
}

/**
 * Rounds to the loadable increment, then clamps between the minimum and the cap. When rounding
 * would cross the cap the heaviest loadable weight under it is used instead; if the minimum itself
 * is above the cap, the cap wins, because a warm-up must stay lighter than the top set.
 */
function warmupWeightKg(rawKg: number, { minKg, capKg, incrementKg }: WarmupLimits): number {
  const rounded = Math.max(roundToIncrement(rawKg, incrementKg), minKg);
  if (rounded <= capKg) return rounded;
  // Keeping at least the (capped) minimum keeps the steps in order when the minimum is off-grid.
  return Math.max(floorToIncrement(capKg, incrementKg), Math.min(minKg, capKg));
}

function buildSteps(
  templates: readonly WarmupStepTemplate[],
  topWeightKg: number,
  minWeightKg: number,
  model: WeightModel,
  feedback: WarmupFeedback | null | undefined,
): WarmupStep[] {
  const topKg = nonNegativeKg(topWeightKg);
  const limits: WarmupLimits = {
    minKg: nonNegativeKg(minWeightKg),
    capKg: (topKg * WARMUP_MAX_PERCENT) / 100,
    incrementKg: model.singleMinIncrementKg,
  };
  return templates.map((template, index) => {
    const percent = adjustWarmupPercent(template.percent, index, templates.length, feedback);
    return {
      id: template.id,
      percent,
      reps: template.reps,
      rest_sec: warmupRestSec(index),
      weightKg: warmupWeightKg((topKg * percent) / 100, limits),
    };
  });
}

export interface PlanWarmupInput {
  topWeightKg: number;
  strategy?: WarmupStrategy;
  feedback?: WarmupFeedback | null;
  minWeightKg?: number;
  model?: WeightModel;
}

export function planWarmup({
  topWeightKg,
  strategy = DEFAULT_WARMUP_STRATEGY,
  feedback = null,
  minWeightKg = WARMUP_MIN_WEIGHT_KG,
  model = DEFAULT_WEIGHT_MODEL,
}: PlanWarmupInput): WarmupStep[] {
  return buildSteps(WARMUP_STRATEGIES[strategy], topWeightKg, minWeightKg, model, feedback);
}

type WarmthStep = Pick<WarmupStepTemplate, 'id' | 'percent'>;

/** Warm muscles need fewer ramp-up sets. */
export function warmthSteps(warmth: number): readonly WarmthStep[] {
  if (warmth >= 2) return [{ id: 'W1', percent: 70 }];
  if (warmth >= 1) {
    return [
      { id: 'W1', percent: 55 },
      { id: 'W2', percent: 75 },
    ];
  }
  return [
    { id: 'W1', percent: 40 },
    { id: 'W2', percent: 60 },
    { id: 'W3', percent: 80 },
  ];
}

export interface PlanWarmupByWarmthInput {
  warmth: number;
  topWeightKg: number;
  /** Shifts the steps like planWarmup's feedback does. */
  feedback?: WarmupFeedback | null;
  minWeightKg?: number;
  model?: WeightModel;
}

export function planWarmupByWarmth({
  warmth,
  topWeightKg,
  feedback = null,
  minWeightKg = WARMUP_MIN_WEIGHT_KG,
  model = DEFAULT_WEIGHT_MODEL,
}: PlanWarmupByWarmthInput): WarmupStep[] {
  const templates = warmthSteps(warmth).map((step, index) => ({ ...step, reps: Math.max(5, 12 - 2 * index) }));
  return buildSteps(templates, topWeightKg, minWeightKg, model, feedback);
}
