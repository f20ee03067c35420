import {
  WORKOUT_EXERCISE_NOT_FOUND,
  type CoachingSettings,
  type LastSet,
  type PersonalRecordKind,
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
  KG_PER_LB,
  WARMUP_ESTIMATED_MINUTES,
  WARMUP_MIN_WEIGHT_KG,
  WARMUP_REPS_GOAL,
  applyPreference,
  barTypeOf,
  engineLoadType,
  estimateOneRepMax,
  isPersonalRecord,
  personalRecordKinds,
  pickExercisePreference,
  planWarmup,
  planWarmupByWarmth,
  platesPerSide,
  resolveReadinessEnergy,
  shouldRegenerateWarmup,
  suggestNextSetDetailed,
  toKg,
  warmupShiftOf,
  weightModelOf,
  type DetailedSetSuggestion,
  type RepRange,
  type WeightModel,
} from '@lifeorbit/domain';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../http/types';
import { getSettings } from '../admin/admin.service';
import { getLatestReadiness } from '../readiness/readiness.service';
import { findExercisePreferences } from '../workouts/workouts.repository';
import * as repo from './coaching.repository';

/**
 * Coaching inside the workout (issue 6): the next set (spec §9 rules in packages/domain), the warm-up plan of a
 * workout exercise (§4, §9), the member's answer to it, personal records, and the member's coaching settings.
 * Everything is computed by packages/domain; this service only gathers the inputs and stores the results.
 */

const weNotFound = () => new AppError('not_found', WORKOUT_EXERCISE_NOT_FOUND);

/** Weights compared to the gram, so a set logged in lb does not beat itself by a rounding crumb. */
const toGramPrecision = (kg: number) => Math.round(kg * 1000) / 1000;

// ---- Settings ----

interface ResolvedSettings {
  own: repo.CoachingSettingsRow | null;
  strategy: WarmupStrategyChoice;
  defaultStrategy: WarmupStrategyChoice;
  profile: repo.PlateProfileRow | null;
  model: WeightModel;
}

async function resolveSettings(db: AppDb, userId: string): Promise<ResolvedSettings> {
  const own = await repo.findCoachingSettings(db, userId);
  const app = await getSettings(db);
  const ownProfile = own?.plateProfileId ? await repo.findVisiblePlateProfile(db, userId, own.plateProfileId) : null;
  const profile = ownProfile ?? (await repo.findDefaultPlateProfile(db, app.defaultPlateProfile));
  return {
    own,
    strategy: own?.warmupStrategy ?? app.warmupStrategy,
    defaultStrategy: app.warmupStrategy,
    profile,
    model: weightModelOf(profile),
  };
}

export async function getCoachingSettings(db: AppDb, userId: string): Promise<CoachingSettings> {
  const settings = await resolveSettings(db, userId);
  const profiles = await repo.listVisiblePlateProfiles(db, userId);
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
  if (body.plateProfileId && !(await repo.findVisiblePlateProfile(db, userId, body.plateProfileId))) {
    throw new AppError('validation_failed', 'plateProfileId: No such plate profile', [
      { field: 'plateProfileId', message: 'No such plate profile' },
    ]);
  }
  const changes: Partial<repo.CoachingSettingsRow> = {};
  if (body.warmupStrategy !== undefined) changes.warmupStrategy = body.warmupStrategy;
  if (body.plateProfileId !== undefined) changes.plateProfileId = body.plateProfileId;
  if (Object.keys(changes).length > 0) await repo.upsertCoachingSettings(db, userId, changes);
  return getCoachingSettings(db, userId);
}

// ---- The next set ----

interface SuggestionInputs {
  context: repo.WorkoutExerciseContext;
  lastSet: LastSet | null;
  energy: number;
  templateReps: number | null;
  repRange: RepRange | null;
  settings: ResolvedSettings;
}

/** Spec §9 preference matching: the member's preference for this exercise (template and program first) wins. */
async function targetsOf(db: AppDb, userId: string, context: repo.WorkoutExerciseContext) {
  const preferences = await findExercisePreferences(db, userId, [context.exerciseId]);
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

async function gatherInputs(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  log?: Pick<Logger, 'error'>,
): Promise<SuggestionInputs> {
  const context = await repo.findWorkoutExerciseContext(db, userId, workoutExerciseId);
  if (!context) throw weNotFound();
  if (!context.exercise) {
    // Spec §8: no exercise found for a workout exercise is logged, and the default 60 kg is used.
    log?.error(`No exercise found for workout exercise ${workoutExerciseId}; suggesting the default 60 kg`);
  }
  const lastSet = context.exercise ? await repo.findLastWorkingSet(db, userId, context.exerciseId) : null;
  const { energy } = await getLatestReadiness(db, userId);
  const targets = await targetsOf(db, userId, context);
  const settings = await resolveSettings(db, userId);
  return { context, lastSet, energy: resolveReadinessEnergy(energy), ...targets, settings };
}

function suggestFrom(inputs: SuggestionInputs): DetailedSetSuggestion {
  const { lastSet, context, settings } = inputs;
  return suggestNextSetDetailed({
    lastSet: lastSet
      ? { weight: toKg(lastSet.weight, lastSet.weightUnit), reps: lastSet.reps, notes: lastSet.notes, rpe: lastSet.rpe }
      : null,
    templateReps: inputs.templateReps ?? undefined,
    repRange: inputs.repRange,
    readinessEnergy: inputs.energy,
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
    suggestion: {
      weightKg: suggestion.weight,
      reps: suggestion.reps,
      reasons: suggestion.reasons as SuggestionResponse['suggestion']['reasons'],
      rationale: suggestion.rationale,
    },
    plates: bar ? platesPerSide(suggestion.weight, { bar, model: inputs.settings.model }) : null,
  };
}

// ---- Warm-ups ----

async function planFor(
  db: AppDb,
  userId: string,
  inputs: SuggestionInputs,
  strategyOverride?: WarmupStrategyChoice,
): Promise<WarmupPlan> {
  const { context, settings } = inputs;
  const strategy = strategyOverride ?? settings.strategy;
  const topWeightKg = suggestFrom(inputs).weight;
  // The member's answer on this workout exercise, else their last answer on this exercise: it shapes the next plan.
  const answer =
    context.warmupFeedback ?? (await repo.findLatestWarmupAnswer(db, userId, context.exerciseId, context.id));
  const feedback = warmupShiftOf(answer);
  const common = { topWeightKg, feedback, minWeightKg: WARMUP_MIN_WEIGHT_KG, model: settings.model };
  const primaryMuscleId = context.exercise?.primaryMuscleId;
  const steps =
    strategy === 'warmth'
      ? planWarmupByWarmth({
          ...common,
          warmth: primaryMuscleId
            ? await repo.countWarmExercisesBefore(db, userId, {
                workoutId: context.workoutId,
                orderIndex: context.orderIndex,
                primaryMuscleId,
              })
            : 0,
        })
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
  const plan = await planFor(db, userId, inputs, options.strategy);
  const stored = await repo.storeWarmup(db, userId, workoutExerciseId, plan, options.answer);
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

/**
 * Spec §4: after a normal (or unspecified kind) set the warm-up plan is made again and stored. A failure here must
 * never fail the set that was just stored: it is logged only (§8).
 */
export async function refreshWarmupAfterSet(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  setKind: string | null | undefined,
  log: Pick<Logger, 'error'>,
): Promise<void> {
  if (!shouldRegenerateWarmup(setKind)) return;
  try {
    await storePlan(db, userId, workoutExerciseId, { log });
  } catch (err) {
    log.error(`Warm-up refresh failed after a set of workout exercise ${workoutExerciseId}`, err);
  }
}

// ---- Personal records ----

export interface LoggedSetForRecords {
  id: string;
  exerciseId: string;
  weight: number | null;
  reps: number | null;
  weightUnit: 'kg' | 'lb';
  setKind: string;
  isCompleted: boolean;
}

/**
 * Which records a just-logged set beats against the member's earlier completed working sets of the exercise; they
 * are stored with the set (so history shows them and a replay answers the same). Warm-ups are never records.
 */
export async function recordPersonalRecords(
  db: AppDb,
  userId: string,
  set: LoggedSetForRecords,
): Promise<PersonalRecordKind[]> {
  if (!set.isCompleted || set.setKind === 'warmup' || set.weight === null || set.reps === null) return [];
  const candidate = { weight: toGramPrecision(toKg(set.weight, set.weightUnit)), reps: set.reps };
  const previous = (await repo.findPreviousWorkingPairs(db, userId, set.exerciseId, set.id, KG_PER_LB)).map((pair) => ({
    weight: toGramPrecision(pair.weight),
    reps: pair.reps,
  }));
  const kinds = personalRecordKinds(isPersonalRecord(candidate, previous));
  if (kinds.length > 0) {
    await repo.insertPersonalRecord(db, {
      setId: set.id,
      userId,
      exerciseId: set.exerciseId,
      kinds,
      weightKg: candidate.weight,
      reps: candidate.reps,
      oneRepMaxKg: toGramPrecision(estimateOneRepMax(candidate.weight, candidate.reps)),
    });
  }
  return kinds;
}
