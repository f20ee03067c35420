import { z } from 'zod';
import { BadgeGroup } from './badges';
import { ExerciseEffortMode } from './catalogue';
import { detailParams } from './errors';
import { LanguageCode, WeightUnit } from './profile';
import { CalendarDay } from './readiness';
import { WarmupStrategyChoice } from './training-rules';
import { PersonalRecordKind } from './workouts';

/**
 * Progress, analytics, achievements and the fitness profile (issue 17). Weights are kg on the wire; the web shows them
 * in the member's unit.
 */

const Uuid = z.uuid({ error: 'Must be a UUID' });
export const ProgressExerciseParams = z.object({ id: Uuid });

export const PROGRESS_RANGES = ['4w', '12w', '1y', 'all'] as const;
export const ProgressRange = z.enum(PROGRESS_RANGES, { error: 'Range must be 4w, 12w, 1y or all' });
export type ProgressRange = z.infer<typeof ProgressRange>;

export const ProgressLangQuery = z.object({ lang: LanguageCode.optional() });
export const ExerciseProgressQuery = z.object({ range: ProgressRange.default('12w'), lang: LanguageCode.optional() });
export type ExerciseProgressQuery = z.infer<typeof ExerciseProgressQuery>;

/** An exercise the member has trained, most trained first. */
export const TrainedExercise = z.object({
  exerciseId: z.string(),
  name: z.string(),
  sessions: z.number().int(),
  sets: z.number().int(),
  lastTrainedAt: z.string(),
});
export type TrainedExercise = z.infer<typeof TrainedExercise>;
export const TrainedExercisesResponse = z.object({ exercises: z.array(TrainedExercise) });
export type TrainedExercisesResponse = z.infer<typeof TrainedExercisesResponse>;

/**
 * One session of the exercise: its best estimated 1RM, heaviest set, best set volume and total volume (kg); for a time
 * or distance exercise (issue 39) also its longest and total time, its farthest and total distance and its best pace.
 * The time and distance fields are null (totals 0) when no set of the session had them.
 */
export const ExerciseProgressPoint = z.object({
  workoutId: z.string(),
  performedAt: z.string(),
  e1rmKg: z.number(),
  heaviestKg: z.number(),
  bestSetVolumeKg: z.number(),
  volumeKg: z.number(),
  sets: z.number().int(),
  longestDurationSec: z.number().int().nullable(),
  totalDurationSec: z.number().int(),
  longestDistanceM: z.number().nullable(),
  totalDistanceM: z.number(),
  /** Seconds per kilometre of the session's fastest set with both a distance and a time. */
  bestPaceSecPerKm: z.number().nullable(),
});
export type ExerciseProgressPoint = z.infer<typeof ExerciseProgressPoint>;

/**
 * A set that beat a record. A time or distance record (issue 39: longest hold, farthest, fastest pace, a carry's
 * heaviest) has its time and distance, and no reps or e1RM (null); a weight only when the set had one.
 */
export const PersonalRecordItem = z.object({
  setId: z.string(),
  workoutId: z.string(),
  exerciseId: z.string(),
  exerciseName: z.string(),
  kinds: z.array(PersonalRecordKind),
  weightKg: z.number().nullable(),
  reps: z.number().int().nullable(),
  e1rmKg: z.number().nullable(),
  durationSec: z.number().int().nullable(),
  distanceM: z.number().nullable(),
  /** Seconds per kilometre, when the set has both a distance and a time. */
  paceSecPerKm: z.number().nullable(),
  achievedAt: z.string(),
});
export type PersonalRecordItem = z.infer<typeof PersonalRecordItem>;

export const ExerciseProgressResponse = z.object({
  exerciseId: z.string(),
  name: z.string(),
  /** What a set of the exercise logs (issue 39): the page charts weight for reps, time and distance for the others. */
  effortMode: ExerciseEffortMode,
  loadType: z.string(),
  range: ProgressRange,
  /** The first day the range covers (null for all). */
  from: z.string().nullable(),
  points: z.array(ExerciseProgressPoint),
  records: z.array(PersonalRecordItem),
});
export type ExerciseProgressResponse = z.infer<typeof ExerciseProgressResponse>;

export const RecordsResponse = z.object({ records: z.array(PersonalRecordItem) });
export type RecordsResponse = z.infer<typeof RecordsResponse>;

// ---- Body weight and measurements ----

const measure = (field: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(min, { error: `${field} must be at least ${min} ${unit}` })
    .max(max, { error: `${field} must be at most ${max} ${unit}` })
    .nullable()
    .optional();

export const BODY_WEIGHT_MIN_KG = 20;
export const BODY_WEIGHT_MAX_KG = 400;

export const SaveBodyMeasurementRequest = z
  .object({
    day: CalendarDay,
    bodyWeightKg: measure('Body weight', BODY_WEIGHT_MIN_KG, BODY_WEIGHT_MAX_KG, 'kg'),
    waistCm: measure('Waist', 30, 300, 'cm'),
    bodyFatPct: measure('Body fat', 2, 75, '%'),
  })
  .strict()
  .refine((v) => [v.bodyWeightKg, v.waistCm, v.bodyFatPct].some((x) => x !== null && x !== undefined), {
    error: 'Enter a body weight or a measurement',
    path: ['bodyWeightKg'],
    params: detailParams('required'),
  });
export type SaveBodyMeasurementRequest = z.infer<typeof SaveBodyMeasurementRequest>;

export const BodyMeasurement = z.object({
  day: z.string(),
  bodyWeightKg: z.number().nullable(),
  waistCm: z.number().nullable(),
  bodyFatPct: z.number().nullable(),
});
export type BodyMeasurement = z.infer<typeof BodyMeasurement>;

export const BodyMeasurementsQuery = z.object({ range: ProgressRange.default('1y') });
export const BodyMeasurementsResponse = z.object({ measurements: z.array(BodyMeasurement) });
export type BodyMeasurementsResponse = z.infer<typeof BodyMeasurementsResponse>;
export const BodyMeasurementDayParams = z.object({ day: CalendarDay });

// ---- Analytics ----

export const AnalyticsQuery = z.object({
  weeks: z.coerce
    .number({ error: 'weeks must be a number from 4 to 52' })
    .int({ error: 'weeks must be a whole number' })
    .min(4, { error: 'weeks must be from 4 to 52' })
    .max(52, { error: 'weeks must be from 4 to 52' })
    .default(12),
  lang: LanguageCode.optional(),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

export const AnalyticsWeek = z.object({
  /** Monday of the week on the member's calendar. */
  weekStart: z.string(),
  workouts: z.number().int(),
  sets: z.number().int(),
  volumeKg: z.number(),
  trainingSec: z.number().int(),
  /** Time of the week's timed sets (holds, runs, rows) and the distance they covered (issue 39). */
  timedSec: z.number().int(),
  distanceM: z.number(),
});
export type AnalyticsWeek = z.infer<typeof AnalyticsWeek>;

export const MuscleWeeklySets = z.object({
  muscleId: z.string(),
  name: z.string(),
  /** Primary muscle sets count 1, secondary 0.5; one value per week of `weeks`, oldest first. */
  sets: z.array(z.number()),
  total: z.number(),
});
export type MuscleWeeklySets = z.infer<typeof MuscleWeeklySets>;

export const ExerciseShare = z.object({ exerciseId: z.string(), name: z.string(), volumeKg: z.number() });
export type ExerciseShare = z.infer<typeof ExerciseShare>;

export const TrainingDay = z.object({ day: z.string(), workouts: z.number().int(), volumeKg: z.number() });
export type TrainingDay = z.infer<typeof TrainingDay>;

export const AnalyticsResponse = z.object({
  timeZone: z.string(),
  /** The weekly cards cover from..until (member's calendar days). */
  from: z.string(),
  until: z.string(),
  weeks: z.array(AnalyticsWeek),
  muscles: z.array(MuscleWeeklySets),
  exercises: z.array(ExerciseShare),
  /** The heat map covers the 365 days up to `until`. */
  heatmapFrom: z.string(),
  days: z.array(TrainingDay),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;

// ---- Achievements ----

export const Badge = z.object({
  code: z.string(),
  group: BadgeGroup,
  current: z.number(),
  target: z.number(),
  earnedAt: z.string().nullable(),
});
export type Badge = z.infer<typeof Badge>;

export const AchievementsResponse = z.object({
  badges: z.array(Badge),
  timeZone: z.string(),
  currentWeeklyStreak: z.number().int(),
});
export type AchievementsResponse = z.infer<typeof AchievementsResponse>;

// ---- Fitness profile ----

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const TRAINING_GOALS = ['strength', 'muscle', 'endurance', 'general'] as const;

const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const TimeZoneName = z
  .string({ error: 'Time zone must be text' })
  .max(64, { error: 'Time zone is too long' })
  .refine(isTimeZone, { error: 'Use a time zone like Europe/Madrid', params: detailParams('invalid_value') });

export const UpdateFitnessProfileRequest = z
  .object({
    /** Stored as today's body measurement (the member's today). */
    bodyWeightKg: measure('Body weight', BODY_WEIGHT_MIN_KG, BODY_WEIGHT_MAX_KG, 'kg'),
    heightCm: measure('Height', 50, 272, 'cm'),
    experienceLevel: z
      .enum(EXPERIENCE_LEVELS, { error: 'Choose beginner, intermediate or advanced' })
      .nullable()
      .optional(),
    goal: z.enum(TRAINING_GOALS, { error: 'Choose strength, muscle, endurance or general' }).nullable().optional(),
    trainingDaysPerWeek: z
      .number({ error: 'Training days must be a number from 1 to 7' })
      .int({ error: 'Training days must be a whole number' })
      .min(1, { error: 'Training days must be from 1 to 7' })
      .max(7, { error: 'Training days must be from 1 to 7' })
      .nullable()
      .optional(),
    defaultRestSec: z
      .number({ error: 'Rest must be a number of seconds' })
      .int({ error: 'Rest must be whole seconds' })
      .min(15, { error: 'Rest must be at least 15 seconds' })
      .max(900, { error: 'Rest must be at most 900 seconds' })
      .nullable()
      .optional(),
    warmupStrategy: WarmupStrategyChoice.nullable().optional(),
    weightUnit: WeightUnit.optional(),
    timeZone: TimeZoneName.nullable().optional(),
    /** The member's calendar day the body weight is for (defaults to the server's day). */
    day: CalendarDay.optional(),
  })
  .strict();
export type UpdateFitnessProfileRequest = z.infer<typeof UpdateFitnessProfileRequest>;

export const FitnessProfile = z.object({
  bodyWeightKg: z.number().nullable(),
  bodyWeightDay: z.string().nullable(),
  heightCm: z.number().nullable(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  goal: z.enum(TRAINING_GOALS).nullable(),
  trainingDaysPerWeek: z.number().int().nullable(),
  defaultRestSec: z.number().int().nullable(),
  /** The member's choice; null follows the app's default (effectiveWarmupStrategy). */
  warmupStrategy: WarmupStrategyChoice.nullable(),
  effectiveWarmupStrategy: WarmupStrategyChoice,
  weightUnit: WeightUnit,
  timeZone: z.string().nullable(),
});
export type FitnessProfile = z.infer<typeof FitnessProfile>;
