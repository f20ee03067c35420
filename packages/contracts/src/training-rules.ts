import { z } from 'zod';
import { ExerciseEffortMode } from './catalogue';
import { ExercisePerformance, LastSet } from './workouts';

/**
 * Coaching inside the workout (issue 6; spec §3, §4, §7, §9): the next-set suggestion with its reasons, the warm-up
 * plan of a workout exercise and the member's answer to it, personal records, and the member's coaching settings
 * (warm-up strategy, plate profile).
 */

export const WARMUP_ANSWERS = ['not_enough', 'just_right', 'too_much'] as const;
export const WarmupAnswer = z.enum(WARMUP_ANSWERS, {
  error: 'Feedback must be not_enough, just_right or too_much',
});
export type WarmupAnswer = z.infer<typeof WarmupAnswer>;

/** The strategies of spec §9, and "warmth": fewer steps when earlier exercises already worked the same muscle. */
export const WARMUP_STRATEGY_CHOICES = ['ramped', 'quick', 'power', 'warmth'] as const;
export const WarmupStrategyChoice = z.enum(WARMUP_STRATEGY_CHOICES, {
  error: 'Strategy must be ramped, quick, power or warmth',
});
export type WarmupStrategyChoice = z.infer<typeof WarmupStrategyChoice>;

const Uuid = z.uuid({ error: 'Must be a UUID' });
export const WorkoutExerciseIdParams = z.object({ id: Uuid });

// ---- Requests ----

/** PUT /api/workout-exercises/:id/warmup: the server computes the plan; a strategy here overrides the member's. */
export const StoreWarmupRequest = z.object({ strategy: WarmupStrategyChoice.optional() }).strict();
export type StoreWarmupRequest = z.infer<typeof StoreWarmupRequest>;

export const WarmupFeedbackRequest = z.object({ feedback: WarmupAnswer }).strict();
export type WarmupFeedbackRequest = z.infer<typeof WarmupFeedbackRequest>;

export const UpdateCoachingSettingsRequest = z
  .object({
    /** null goes back to the default strategy of the app's settings. */
    warmupStrategy: WarmupStrategyChoice.nullable().optional(),
    /** null goes back to the app's default plate profile. */
    plateProfileId: Uuid.nullable().optional(),
  })
  .strict();
export type UpdateCoachingSettingsRequest = z.infer<typeof UpdateCoachingSettingsRequest>;

// ---- Responses ----

/** The weight model of spec §3, every value in kg (see packages/domain WeightModel). */
export const WeightModelBody = z.object({
  unit: z.literal('kg'),
  barTypes: z.object({ barbell: z.number(), ezbar: z.number(), fixed: z.number() }),
  platesKgPerSide: z.array(z.number()),
  singleMinIncrementKg: z.number(),
  stackIncrementKg: z.number(),
  auxIncrementsKg: z.array(z.number()),
});
export type WeightModelBody = z.infer<typeof WeightModelBody>;

/** Spec §3 warm-up step (W1 to W4) with the weight it comes to. */
export const WarmupStepBody = z.object({
  id: z.enum(['W1', 'W2', 'W3', 'W4']),
  percent: z.number(),
  reps: z.number().int(),
  rest_sec: z.number().int(),
  weightKg: z.number(),
});
export type WarmupStepBody = z.infer<typeof WarmupStepBody>;

/** What workout_exercises.warmup_plan holds. */
export const WarmupPlan = z.object({
  strategy: WarmupStrategyChoice,
  /** The answer the plan was shifted by (carried over from the last answer on this exercise when there is none). */
  feedback: z.enum(['not_enough', 'too_much']).nullable(),
  topWeightKg: z.number(),
  repsGoal: z.number().int(),
  minWeightKg: z.number(),
  estimatedMinutes: z.number(),
  steps: z.array(WarmupStepBody),
});
export type WarmupPlan = z.infer<typeof WarmupPlan>;

export const WarmupResponse = z.object({
  workoutExerciseId: z.string(),
  warmupPlan: WarmupPlan,
  warmupFeedback: WarmupAnswer.nullable(),
  warmupUpdatedAt: z.string(),
});
export type WarmupResponse = z.infer<typeof WarmupResponse>;

/** One rationale line: a code for translation and its numbers (packages/domain SuggestionReason). */
export const SuggestionReasonBody = z.object({ code: z.string(), params: z.record(z.string(), z.unknown()) });
export type SuggestionReasonBody = z.infer<typeof SuggestionReasonBody>;

export const PlateLoadoutBody = z.object({
  perSideKg: z.array(z.number()),
  totalKg: z.number(),
  differenceKg: z.number(),
  note: z.string().nullable(),
});
export type PlateLoadoutBody = z.infer<typeof PlateLoadoutBody>;

/**
 * GET /api/workout-exercises/:id/suggestion: the next set and everything it was computed from, so a client can
 * compute it again offline (with packages/domain) as sets are logged.
 */
export const SuggestionResponse = z.object({
  workoutExerciseId: z.string(),
  exerciseId: z.string(),
  /** The catalogue's load_type and load_mode of the exercise. */
  loadType: z.string(),
  loadMode: z.string(),
  /** The member's newest completed working set of the exercise (warm-ups left out), spec §7. */
  lastSet: LastSet.nullable(),
  /** Spec §7 get_latest_readiness; 65 without a check-in. */
  readinessEnergy: z.number(),
  templateReps: z.number().int().nullable(),
  repRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  weightModel: WeightModelBody,
  warmupStrategy: WarmupStrategyChoice,
  /** The readiness step rule's goal, from the fitness profile's training goal (null: no goal, rule skipped). */
  goal: z.enum(['progress_weight', 'progress_reps']).nullable(),
  suggestion: z.object({
    weightKg: z.number(),
    reps: z.number().int(),
    reasons: z.array(SuggestionReasonBody),
    rationale: z.array(z.string()),
  }),
  /** For a plate-loaded bar: the plates per side of the suggested weight. */
  plates: PlateLoadoutBody.nullable(),
  /** What a set of the exercise logs (issue 39). */
  effortMode: ExerciseEffortMode,
  /**
   * For a time or distance exercise with a set to go on: the next one (domain's suggestNextEffort), a hold a few
   * seconds longer, a distance the same a little faster; null otherwise (reps mode uses `suggestion`).
   */
  effort: z
    .object({
      weightKg: z.number().nullable(),
      reps: z.number().int().nullable(),
      durationSec: z.number().int().nullable(),
      distanceM: z.number().nullable(),
    })
    .nullable(),
});
export type SuggestionResponse = z.infer<typeof SuggestionResponse>;

/**
 * GET /api/workouts/:id/coaching: what the workout page's cards coach with, in one read instead of two per card: the
 * suggestion of each of the workout's exercises (as GET /api/workout-exercises/:id/suggestion answers it) and each
 * exercise's previous performance before this workout (GET /api/exercises/:id/history?limit=1&excludeWorkoutId).
 */
export const WorkoutCoachingResponse = z.object({
  suggestions: z.array(SuggestionResponse),
  previous: z.array(z.object({ exerciseId: z.string(), performances: z.array(ExercisePerformance) })),
});
export type WorkoutCoachingResponse = z.infer<typeof WorkoutCoachingResponse>;

export const PlateProfileOption = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  isOwn: z.boolean(),
});
export type PlateProfileOption = z.infer<typeof PlateProfileOption>;

export const CoachingSettings = z.object({
  /** The member's own choice; null follows the app's default. */
  warmupStrategy: WarmupStrategyChoice.nullable(),
  /** What is used: the member's choice, else the app's default. */
  effectiveWarmupStrategy: WarmupStrategyChoice,
  plateProfileId: z.string().nullable(),
  /** What is used: the member's profile, else the app's default profile. */
  plateProfile: z.object({ id: z.string().nullable(), name: z.string(), weightModel: WeightModelBody }),
  plateProfiles: z.array(PlateProfileOption),
});
export type CoachingSettings = z.infer<typeof CoachingSettings>;
