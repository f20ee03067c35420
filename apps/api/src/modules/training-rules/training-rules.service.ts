import {
  WORKOUT_EXERCISE_NOT_FOUND,
  type CoachingSettings,
  type LastSet,
  type StoreWarmupRequest,
  type SuggestionResponse,
  type UpdateCoachingSettingsRequest,
  type WarmupAnswer,
  type WarmupFeedbackRequest,
  type WarmupPlan,
  type WarmupResponse,
  type WarmupStrategyChoice,
} from '@lifeorbit/contracts';
import {
  DEFAULT_WARMUP_STRATEGY,
  WARMUP_ESTIMATED_MINUTES,
  WARMUP_MIN_WEIGHT_KG,
  WARMUP_REPS_GOAL,
  applyPreference,
  barTypeOf,
  engineLoadType,
  pickExercisePreference,
  planWarmup,
  planWarmupByWarmth,
  platesPerSide,
  resolveReadinessEnergy,
  suggestNextEffort,
  suggestNextSetDetailed,
  suggestionGoalOf,
  toKg,
  warmupShiftOf,
  weightModelOf,
  type DetailedSetSuggestion,
  type RepRange,
  type SuggestionGoal,
  type WeightModel,
} from '@lifeorbit/domain';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import type { Logger } from '../../core/observability';
import { findRuleInputs, type RuleInputs, type WorkoutExerciseContext } from './rule-inputs.repository';
import * as settingsRepo from './settings.repository';
import { storeWarmup as storeWarmupRow } from './warmups.repository';

/**
 * The training rules inside the workout (issue 6): the next set (spec §9 rules in packages/domain), the warm-up plan of
 * a workout exercise (§4, §9), the member's answer to it, and the member's coaching settings (personal records:
 * records.service.ts; what a set's log runs: set-log.ts). Everything is computed by packages/domain; this service only
 * gathers the inputs and stores the results.
 */

const weNotFound = () => new AppError('not_found', WORKOUT_EXERCISE_NOT_FOUND);

// ---- Settings ----

interface ResolvedSettings {
  own: settingsRepo.CoachingSettingsRow | null;
  strategy: WarmupStrategyChoice;
  defaultStrategy: WarmupStrategyChoice;
  profile: settingsRepo.PlateProfileRow | null;
  model: WeightModel;
}

function settingsFrom({ own, appWarmupStrategy, profile }: settingsRepo.SettingsSource): ResolvedSettings {
  // The admin settings' warm-up strategy, with the same default as the admin page shows.
  const appStrategy = (appWarmupStrategy as WarmupStrategyChoice | null) ?? DEFAULT_WARMUP_STRATEGY;
  return {
    own,
    strategy: own?.warmupStrategy ?? appStrategy,
    defaultStrategy: appStrategy,
    profile,
    model: weightModelOf(profile),
  };
}

async function resolveSettings(db: AppDb, userId: string): Promise<ResolvedSettings> {
  return settingsFrom(await settingsRepo.findSettingsSource(db, userId));
}

export async function getCoachingSettings(db: AppDb, userId: string): Promise<CoachingSettings> {
  const settings = await resolveSettings(db, userId);
  const profiles = await settingsRepo.listVisiblePlateProfiles(db, userId);
  return {
    warmupStrategy: settings.own?.warmupStrategy ?? null,
    effectiveWarmupStrategy: settings.strategy,
    plateProfileId: settings.own?.plateProfileId ?? null,
    plateProfile: {
      id: settings.profile?.id ?? null,
      name: settings.profile?.name ?? 'Standard gym',
      weightModel: settings.model as CoachingSettings['plateProfile']['weightModel'],
    },
    plateProfiles: profiles.map(({ id, name, isDefault, isOwn }) => ({ id, name, isDefault, isOwn })),
  };
}

export async function updateCoachingSettings(
  db: AppDb,
  userId: string,
  body: UpdateCoachingSettingsRequest,
): Promise<CoachingSettings> {
  if (body.plateProfileId && !(await settingsRepo.findVisiblePlateProfile(db, userId, body.plateProfileId))) {
    throw new AppError('validation_failed', 'plateProfileId: No such plate profile', [
      { field: 'plateProfileId', code: 'not_found', message: 'No such plate profile' },
    ]);
  }
  const changes: Partial<settingsRepo.CoachingSettingsRow> = {};
  if (body.warmupStrategy !== undefined) changes.warmupStrategy = body.warmupStrategy;
  if (body.plateProfileId !== undefined) changes.plateProfileId = body.plateProfileId;
  if (Object.keys(changes).length > 0) await settingsRepo.upsertCoachingSettings(db, userId, changes);
  return getCoachingSettings(db, userId);
}

// ---- The next set ----

interface SuggestionInputs {
  context: WorkoutExerciseContext;
  lastSet: LastSet | null;
  lastEffort: RuleInputs['lastEffort'];
  energy: number;
  templateReps: number | null;
  repRange: RepRange | null;
  settings: ResolvedSettings;
  /** The member's last answer to a warm-up of this exercise elsewhere, and how warm its muscle already is. */
  latestAnswer: WarmupAnswer | null;
  warmth: number;
  goal: SuggestionGoal | null;
}

/** Spec §9 preference matching: the member's preference for this exercise (template and program first) wins. */
function targetsOf(context: WorkoutExerciseContext, preferences: RuleInputs['preferences']) {
  const preference = pickExercisePreference(preferences, {
    templateId: context.templateId,
    programId: context.programId,
  });
  const targets = applyPreference(
    {
      target_sets: context.targetSets,
      target_reps_min: context.targetRepsMin,
      target_reps_max: context.targetRepsMax,
    },
    preference,
  );
  const min = targets.target_reps_min;
  const max = targets.target_reps_max;
  const repRange = min === null && max === null ? null : { min: (min ?? max)!, max: (max ?? min)! };
  return { templateReps: context.targetReps, repRange };
}

/** One round trip reads every input (a log-set pays for this on each normal set: ADR 013). */
async function gatherInputs(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  log?: Pick<Logger, 'error'>,
): Promise<SuggestionInputs> {
  const found = await findRuleInputs(db, userId, workoutExerciseId);
  if (!found) throw weNotFound();
  return inputsFrom(found, log);
}

function inputsFrom(found: RuleInputs, log?: Pick<Logger, 'error'>): SuggestionInputs {
  const { context } = found;
  if (!context.exercise) {
    // Spec §8: no exercise found for a workout exercise is logged, and the default 60 kg is used.
    log?.error(`No exercise found for workout exercise ${context.id}; suggesting the default 60 kg`);
  }
  return {
    context,
    lastSet: context.exercise ? found.lastSet : null,
    lastEffort: context.exercise ? found.lastEffort : null,
    energy: resolveReadinessEnergy(found.energy),
    ...targetsOf(context, found.preferences),
    settings: settingsFrom(found.settings),
    latestAnswer: found.latestAnswer,
    warmth: found.warmth,
    goal: suggestionGoalOf(found.trainingGoal),
  };
}

/** What the next-set rules read of the last working set. */
type WorkingSet = Pick<LastSet, 'weight' | 'reps' | 'weightUnit' | 'notes' | 'rpe'>;

function suggestFrom(inputs: SuggestionInputs, lastSet: WorkingSet | null = inputs.lastSet): DetailedSetSuggestion {
  const { context, settings } = inputs;
  return suggestNextSetDetailed({
    lastSet: lastSet
      ? { weight: toKg(lastSet.weight, lastSet.weightUnit), reps: lastSet.reps, notes: lastSet.notes, rpe: lastSet.rpe }
      : null,
    templateReps: inputs.templateReps ?? undefined,
    repRange: inputs.repRange,
    readinessEnergy: inputs.energy,
    goal: inputs.goal,
    loadType: engineLoadType(context.exercise?.loadType, context.exercise?.loadMode),
    model: settings.model,
  });
}

/** GET /api/workout-exercises/:id/suggestion: the next set with its reasons and everything it came from. */
export async function getSuggestion(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  log?: Pick<Logger, 'error'>,
): Promise<SuggestionResponse> {
  const inputs = await gatherInputs(db, userId, workoutExerciseId, log);
  const suggestion = suggestFrom(inputs);
  const bar = barTypeOf(inputs.context.exercise?.loadType);
  return {
    workoutExerciseId,
    exerciseId: inputs.context.exerciseId,
    loadType: inputs.context.exercise?.loadType ?? 'unknown',
    loadMode: inputs.context.exercise?.loadMode ?? 'total',
    lastSet: inputs.lastSet,
    readinessEnergy: inputs.energy,
    templateReps: inputs.templateReps,
    repRange: inputs.repRange,
    weightModel: inputs.settings.model as SuggestionResponse['weightModel'],
    warmupStrategy: inputs.settings.strategy,
    goal: inputs.goal,
    suggestion: {
      weightKg: suggestion.weight,
      reps: suggestion.reps,
      reasons: suggestion.reasons as SuggestionResponse['suggestion']['reasons'],
      rationale: suggestion.rationale,
    },
    plates: bar ? platesPerSide(suggestion.weight, { bar, model: inputs.settings.model }) : null,
    ...effortSuggestionOf(inputs),
  };
}

/** The effort mode of the exercise and, for a time or distance one, its next set (issue 39). */
function effortSuggestionOf(inputs: SuggestionInputs): Pick<SuggestionResponse, 'effortMode' | 'effort'> {
  const effortMode = (inputs.context.exercise?.effortMode ?? 'reps') as SuggestionResponse['effortMode'];
  const next = suggestNextEffort(effortMode, inputs.lastEffort);
  return {
    effortMode,
    effort: next && {
      weightKg: next.weight,
      reps: next.reps,
      durationSec: next.durationSec,
      distanceM: next.distanceM,
    },
  };
}

// ---- Warm-ups ----

function planFor(
  inputs: SuggestionInputs,
  strategyOverride?: WarmupStrategyChoice,
  lastSet: WorkingSet | null = inputs.lastSet,
): WarmupPlan {
  const { context, settings } = inputs;
  const strategy = strategyOverride ?? settings.strategy;
  const topWeightKg = suggestFrom(inputs, lastSet).weight;
  // The member's answer on this workout exercise, else their last answer on this exercise: it shapes the next plan.
  const feedback = warmupShiftOf(context.warmupFeedback ?? inputs.latestAnswer);
  const common = { topWeightKg, feedback, minWeightKg: WARMUP_MIN_WEIGHT_KG, model: settings.model };
  const steps =
    strategy === 'warmth'
      ? planWarmupByWarmth({ ...common, warmth: context.exercise?.primaryMuscleId ? inputs.warmth : 0 })
      : planWarmup({ ...common, strategy });
  return {
    strategy,
    feedback,
    topWeightKg,
    repsGoal: WARMUP_REPS_GOAL,
    minWeightKg: WARMUP_MIN_WEIGHT_KG,
    estimatedMinutes: WARMUP_ESTIMATED_MINUTES,
    steps,
  };
}

async function storePlan(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  options: { strategy?: WarmupStrategyChoice; answer?: WarmupAnswer; log?: Pick<Logger, 'error'> } = {},
): Promise<WarmupResponse> {
  const inputs = await gatherInputs(db, userId, workoutExerciseId, options.log);
  if (options.answer !== undefined) inputs.context.warmupFeedback = options.answer;
  const plan = planFor(inputs, options.strategy);
  const stored = await storeWarmupRow(db, userId, workoutExerciseId, plan, options.answer);
  if (!stored) throw weNotFound();
  return { workoutExerciseId, ...stored };
}

/** PUT /api/workout-exercises/:id/warmup: computes the plan (spec §7 "Store warm-up") and stores it. */
export function storeWarmup(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  body: StoreWarmupRequest,
  log?: Pick<Logger, 'error'>,
): Promise<WarmupResponse> {
  return storePlan(db, userId, workoutExerciseId, { strategy: body.strategy, log });
}

/** The member's answer after the warm-up (spec §4): stored, and the plan made again with it. */
export function saveWarmupFeedback(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  body: WarmupFeedbackRequest,
  log?: Pick<Logger, 'error'>,
): Promise<WarmupResponse> {
  return storePlan(db, userId, workoutExerciseId, { answer: body.feedback, log });
}

/** A new set as it is stored, as far as the warm-up plan made after it reads it. */
export type SetForWarmup = Omit<WorkingSet, 'weight' | 'reps'> & {
  weight: number | null;
  reps: number | null;
  isCompleted: boolean;
};

/**
 * Spec §4: after a normal (or unspecified kind) set the warm-up plan is made again and stored with the set. A set's
 * log reads the inputs (ruleInputsQuery, set-log.ts) in the statement before it stores the set, and stores this plan in the
 * set's own statement (ADR 013). The set is the member's newest, so it is the last working set when it counts as one
 * (spec §7 last-set lookup). A failure here never fails the set: it is logged (§8) and the set keeps the old plan.
 */
export function planWarmupAfterSet(
  found: RuleInputs,
  set: SetForWarmup,
  log: Pick<Logger, 'error'>,
): WarmupPlan | null {
  try {
    const inputs = inputsFrom(found, log);
    const { weight, reps } = set;
    const isWorkingSet = set.isCompleted && weight !== null && reps !== null;
    return planFor(
      inputs,
      undefined,
      isWorkingSet && inputs.context.exercise ? { ...set, weight, reps } : inputs.lastSet,
    );
  } catch (err) {
    log.error(`Warm-up refresh failed after a set of workout exercise ${found.context.id}`, err);
    return null;
  }
}
