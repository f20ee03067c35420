import { z } from 'zod';
import { WorkoutActivity } from './activities';
import { EarnedBadge } from './badges';
import { detailParams } from './errors';
import { ExerciseEffortMode, ExerciseLoadMode, PageCursor } from './catalogue';
import { LanguageCode, WeightUnit } from './profile';
import { multiLineText, singleLineText } from './text';

/**
 * Workout sessions (spec §3, §4, §7): start or continue, exercises in a workout, sets, end, history and the last-set
 * lookup. Ids of rows made on the member's device are client-generated UUIDs: sending one twice stores one row.
 */

export const WORKOUT_TITLE_MAX_LENGTH = 120;
export const WORKOUT_NOTES_MAX_LENGTH = 2000;
export const EXERCISE_NOTES_MAX_LENGTH = 1000;
export const SET_NOTES_MAX_LENGTH = 1000;
export const SET_WEIGHT_MAX = 2000;
export const SET_REPS_MAX = 1000;
/** The longest one set may last: a day (migration 0027's CHECK says the same). */
export const SET_DURATION_MAX_SEC = 86_400;
/** The farthest one set may go, in metres: 1,000 km (migration 0027's CHECK says the same). */
export const SET_DISTANCE_MAX_M = 1_000_000;
export const HISTORY_PAGE_MAX = 50;
export const HISTORY_PAGE_DEFAULT = 20;
export const EXERCISE_HISTORY_MAX = 20;
export const EXERCISE_HISTORY_DEFAULT = 5;
/** The field of a 409 answer to a start while a workout is in progress: its message is the active workout's id. */
export const ACTIVE_WORKOUT_ID_FIELD = 'activeWorkoutId';
/** The message of the 404 for a workout exercise that is missing or not the member's (spec §8). */
export const WORKOUT_EXERCISE_NOT_FOUND = 'WE not found';

export const SET_KINDS = ['normal', 'warmup', 'dropset', 'failure'] as const;
/**
 * The records a logged set can beat: heaviest, most reps at a weight, best estimated 1RM, most volume (issue 6); the
 * longest time, the farthest distance and the fastest pace over a distance (issue 39). A carry's heaviest is `weight`.
 */
export const PERSONAL_RECORD_KINDS = [
  'weight',
  'reps_at_weight',
  'one_rep_max',
  'volume',
  'longest_duration',
  'longest_distance',
  'fastest_pace',
] as const;
export const PersonalRecordKind = z.enum(PERSONAL_RECORD_KINDS);
export type PersonalRecordKind = z.infer<typeof PersonalRecordKind>;
export const SetKind = z.enum(SET_KINDS, { error: 'Set kind must be normal, warmup, dropset or failure' });
export type SetKind = z.infer<typeof SetKind>;

const Uuid = z.uuid({ error: 'Must be a UUID' });
export const WorkoutIdParams = z.object({ id: Uuid });
export const WorkoutLangQuery = z.object({ lang: LanguageCode.optional() });

const line = (max: number, what: string) =>
  singleLineText(max, { notText: `${what} must be text`, tooLong: `${what} must be at most ${max} characters` });
const notes = (max: number, what: string) =>
  multiLineText(max, { notText: `${what} must be text`, tooLong: `${what} must be at most ${max} characters` });
const count = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .min(min, { error: `${what} must be at least ${min}` })
    .max(max, { error: `${what} must be at most ${max}` });
const Weight = z
  .number({ error: 'Weight must be a number' })
  .min(0, { error: 'Weight cannot be negative' })
  .max(SET_WEIGHT_MAX, { error: `Weight must be at most ${SET_WEIGHT_MAX}` });
const Reps = count(0, SET_REPS_MAX, 'Reps');
const DurationSec = count(0, SET_DURATION_MAX_SEC, 'Time');
const DistanceM = z
  .number({ error: 'Distance must be a number' })
  .min(0, { error: 'Distance cannot be negative' })
  .max(SET_DISTANCE_MAX_M, { error: `Distance must be at most ${SET_DISTANCE_MAX_M} m` });
const Rpe = z
  .number({ error: 'RPE must be a number' })
  .min(1, { error: 'RPE must be between 1 and 10' })
  .max(10, { error: 'RPE must be between 1 and 10' });
const SupersetGroup = z.string().regex(/^[A-Z]$/, { error: 'A superset group is one capital letter (A to Z)' });

// ---- Requests ----

export const StartWorkoutRequest = z
  .object({
    id: Uuid.optional(),
    /** The title of a workout that has no template (the page sends "Quick workout" in the member's language). */
    title: line(WORKOUT_TITLE_MAX_LENGTH, 'Title').min(1, { error: 'Title cannot be empty' }).optional(),
    templateId: Uuid.nullable().optional(),
    programId: Uuid.nullable().optional(),
    /**
     * Ids for the template's exercises, in its order: a start made offline names them, so the sets logged before the
     * server has the workout find their exercises. Extra ids go unused; exercises without one get a new id.
     */
    exerciseIds: z.array(Uuid).max(50, { error: 'At most 50 exercise ids' }).optional(),
  })
  .strict()
  .refine((body) => !(body.templateId && body.programId), {
    error: 'Start from a template or from a program, not both',
    path: ['programId'],
    params: detailParams('not_allowed'),
  });
export type StartWorkoutRequest = z.infer<typeof StartWorkoutRequest>;

export const UpdateWorkoutRequest = z
  .object({
    title: line(WORKOUT_TITLE_MAX_LENGTH, 'Title').min(1, { error: 'Title cannot be empty' }).optional(),
    notes: notes(WORKOUT_NOTES_MAX_LENGTH, 'Notes').nullable().optional(),
  })
  .strict();
export type UpdateWorkoutRequest = z.infer<typeof UpdateWorkoutRequest>;

const ExerciseTargetsFields = {
  targetSets: count(1, 20, 'Target sets').nullable().optional(),
  targetReps: count(1, 100, 'Target reps').nullable().optional(),
  targetRepsMin: count(1, 100, 'Minimum reps').nullable().optional(),
  targetRepsMax: count(1, 100, 'Maximum reps').nullable().optional(),
  targetWeightKg: z
    .number({ error: 'Target weight must be a number' })
    .min(0, { error: 'Target weight cannot be negative' })
    .max(1000, { error: 'Target weight must be at most 1000 kg' })
    .nullable()
    .optional(),
  weightUnit: WeightUnit.optional(),
  restSec: count(0, 1800, 'Rest').nullable().optional(),
  gripId: Uuid.nullable().optional(),
  notes: notes(EXERCISE_NOTES_MAX_LENGTH, 'Notes').nullable().optional(),
  supersetGroupId: SupersetGroup.nullable().optional(),
  supersetOrder: count(0, 100, 'Superset order').nullable().optional(),
  supersetRoundsTarget: count(1, 20, 'Superset rounds').nullable().optional(),
};

const repRangeInOrder = (body: { targetRepsMin?: number | null; targetRepsMax?: number | null }) =>
  body.targetRepsMin == null || body.targetRepsMax == null || body.targetRepsMin <= body.targetRepsMax;
const repRangeError = {
  error: 'Minimum reps cannot be above maximum reps',
  path: ['targetRepsMin'],
  params: detailParams('out_of_range'),
};

export const AddWorkoutExerciseRequest = z
  .object({ id: Uuid.optional(), exerciseId: Uuid, ...ExerciseTargetsFields })
  .strict()
  .refine(repRangeInOrder, repRangeError);
export type AddWorkoutExerciseRequest = z.infer<typeof AddWorkoutExerciseRequest>;

export const UpdateWorkoutExerciseRequest = z
  .object({
    ...ExerciseTargetsFields,
    /** Moves the exercise to this place in the workout (0 is first); the others close up around it. */
    orderIndex: count(0, 1000, 'Order').optional(),
  })
  .strict()
  .refine(repRangeInOrder, repRangeError);
export type UpdateWorkoutExerciseRequest = z.infer<typeof UpdateWorkoutExerciseRequest>;

export const ReorderWorkoutExercisesRequest = z
  .object({
    order: z
      .array(Uuid, { error: 'Order must be a list of workout exercise ids' })
      .max(200)
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'Order lists an exercise twice',
        params: detailParams('duplicate'),
      }),
  })
  .strict();
export type ReorderWorkoutExercisesRequest = z.infer<typeof ReorderWorkoutExercisesRequest>;

/** The fields of a set a member logs or edits (the spec's set_log without set_index, which the server gives). */
const SetFields = {
  weight: Weight.nullable().optional(),
  reps: Reps.nullable().optional(),
  weightUnit: WeightUnit.optional(),
  /** Seconds, for a time, distance or reps-and-time exercise (issue 39); refused on a reps-only exercise. */
  durationSec: DurationSec.nullable().optional(),
  /** Metres, for a distance exercise (issue 39); refused on any other. */
  distanceM: DistanceM.nullable().optional(),
  rpe: Rpe.nullable().optional(),
  notes: notes(SET_NOTES_MAX_LENGTH, 'Notes').nullable().optional(),
  setKind: SetKind.optional(),
  gripIds: z.array(Uuid).max(10, { error: 'At most 10 grips' }).optional(),
  /** Defaults to true when logging: logging a set is ticking it off. */
  isCompleted: z.boolean({ error: 'isCompleted must be true or false' }).optional(),
};

/** The spec's set_log: the set of one workout exercise; set_index is given by the server (the next one). */
export const LogSetRequest = z.object({ id: Uuid.optional(), ...SetFields }).strict();
export type LogSetRequest = z.infer<typeof LogSetRequest>;

export const UpdateSetRequest = z.object(SetFields).strict();
export type UpdateSetRequest = z.infer<typeof UpdateSetRequest>;

export const WorkoutHistoryQuery = z.object({
  status: z.enum(['finished'], { error: 'Status must be finished' }).optional(),
  cursor: PageCursor(200).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(HISTORY_PAGE_MAX, { error: `Limit must be at most ${HISTORY_PAGE_MAX}` })
    .optional(),
  lang: LanguageCode.optional(),
});
export type WorkoutHistoryQuery = z.infer<typeof WorkoutHistoryQuery>;

export const ExerciseHistoryQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(EXERCISE_HISTORY_MAX, { error: `Limit must be at most ${EXERCISE_HISTORY_MAX}` })
    .optional(),
  /** Leaves out this workout (the one in progress), so "Previous" means an earlier session. */
  excludeWorkoutId: Uuid.optional(),
});
export type ExerciseHistoryQuery = z.infer<typeof ExerciseHistoryQuery>;

// ---- Responses ----

export const SetGrip = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type SetGrip = z.infer<typeof SetGrip>;

export const WorkoutSet = z.object({
  id: z.string(),
  workoutExerciseId: z.string(),
  setIndex: z.number().int(),
  weight: z.number().nullable(),
  reps: z.number().int().nullable(),
  weightUnit: WeightUnit,
  durationSec: z.number().int().nullable(),
  distanceM: z.number().nullable(),
  rpe: z.number().nullable(),
  notes: z.string().nullable(),
  setKind: SetKind,
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
  grips: z.array(SetGrip),
  /** The personal records this set set when it was logged (empty for most sets). */
  personalRecords: z.array(PersonalRecordKind),
});
export type WorkoutSet = z.infer<typeof WorkoutSet>;

export const WorkoutExercise = z.object({
  id: z.string(),
  workoutId: z.string(),
  exerciseId: z.string(),
  /** In the requested language, else English, else Untitled. */
  name: z.string(),
  loadType: z.string(),
  /** What a set of the exercise logs (issue 39): reps, time, distance (and time), or reps and time. */
  effortMode: ExerciseEffortMode,
  /** How the weight is held: `per_hand` (a dumbbell carry) is the weight in each hand, "2 × 32 kg" (issue 39). */
  loadMode: ExerciseLoadMode,
  /** Done one side at a time: a suitcase carry's per-hand weight is in one hand, not two. */
  isUnilateral: z.boolean(),
  orderIndex: z.number().int(),
  targetSets: z.number().int().nullable(),
  targetReps: z.number().int().nullable(),
  targetRepsMin: z.number().int().nullable(),
  targetRepsMax: z.number().int().nullable(),
  targetWeightKg: z.number().nullable(),
  weightUnit: WeightUnit,
  notes: z.string().nullable(),
  warmupPlan: z.unknown().nullable(),
  warmupFeedback: z.enum(['not_enough', 'just_right', 'too_much']).nullable(),
  warmupUpdatedAt: z.string().nullable(),
  gripId: z.string().nullable(),
  supersetGroupId: z.string().nullable(),
  supersetOrder: z.number().int().nullable(),
  supersetRoundsTarget: z.number().int().nullable(),
  restSec: z.number().int().nullable(),
  sets: z.array(WorkoutSet),
});
export type WorkoutExercise = z.infer<typeof WorkoutExercise>;

export const Workout = z.object({
  id: z.string(),
  title: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  templateId: z.string().nullable(),
  programId: z.string().nullable(),
  programPosition: z.number().int().nullable(),
  programTemplateId: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Workout = z.infer<typeof Workout>;

export { WorkoutActivity };

export const WorkoutDetail = Workout.extend({
  template: z.object({ id: z.string(), name: z.string() }).nullable(),
  program: z.object({ id: z.string(), name: z.string() }).nullable(),
  exercises: z.array(WorkoutExercise),
  /** Issue 42: what the device recorded, for a workout imported from a FIT, GPX, TCX or Apple Health file. */
  activity: WorkoutActivity.nullable().optional(),
});
export type WorkoutDetail = z.infer<typeof WorkoutDetail>;

export const ActiveWorkoutResponse = z.object({
  workout: z.object({ id: z.string(), title: z.string(), startedAt: z.string() }).nullable(),
});
export type ActiveWorkoutResponse = z.infer<typeof ActiveWorkoutResponse>;

export const StartWorkoutResponse = z.object({ workoutId: z.string(), workout: Workout });
export type StartWorkoutResponse = z.infer<typeof StartWorkoutResponse>;

/**
 * Completed working sets (warm-ups left out) and their volume, in kg whatever unit each set was logged in; with the
 * distance they covered and the time the timed sets took (issue 39: a run, a row, a plank).
 */
export const WorkoutSummary = z.object({
  durationSec: z.number().int(),
  setCount: z.number().int(),
  volumeKg: z.number(),
  distanceM: z.number(),
  timedSec: z.number().int(),
});
export type WorkoutSummary = z.infer<typeof WorkoutSummary>;

/**
 * When the member ended the workout, for an end sent later (offline, ADR 012). The server keeps it between the start
 * and its own clock; without it the workout ends now.
 */
export const EndWorkoutRequest = z
  .object({
    endedAt: z.iso.datetime({ error: 'endedAt must be an ISO date-time', offset: true }).optional(),
  })
  .strict();
export type EndWorkoutRequest = z.infer<typeof EndWorkoutRequest>;

/** newBadges: what ending this workout earned (empty when nothing, or when it had ended already). */
export const EndWorkoutResponse = z.object({
  workout: Workout,
  summary: WorkoutSummary,
  newBadges: z.array(EarnedBadge),
});
export type EndWorkoutResponse = z.infer<typeof EndWorkoutResponse>;

export const WorkoutHistoryItem = WorkoutSummary.extend({
  id: z.string(),
  title: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  exerciseNames: z.array(z.string()),
});
export type WorkoutHistoryItem = z.infer<typeof WorkoutHistoryItem>;

export const WorkoutHistoryResponse = z.object({
  workouts: z.array(WorkoutHistoryItem),
  nextCursor: z.string().nullable(),
});
export type WorkoutHistoryResponse = z.infer<typeof WorkoutHistoryResponse>;

/** Spec §7 last-set lookup: the member's newest completed set of an exercise with weight and reps. */
export const LastSet = z.object({
  weight: z.number(),
  reps: z.number().int(),
  weightUnit: WeightUnit,
  setIndex: z.number().int(),
  completedAt: z.string(),
  notes: z.string().nullable(),
  rpe: z.number().nullable(),
});
export type LastSet = z.infer<typeof LastSet>;

export const LastSetResponse = z.object({ lastSet: LastSet.nullable() });
export type LastSetResponse = z.infer<typeof LastSetResponse>;

export const ExercisePerformance = z.object({
  workoutId: z.string(),
  title: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  sets: z.array(
    z.object({
      setIndex: z.number().int(),
      weight: z.number().nullable(),
      reps: z.number().int().nullable(),
      weightUnit: WeightUnit,
      durationSec: z.number().int().nullable(),
      distanceM: z.number().nullable(),
      rpe: z.number().nullable(),
      notes: z.string().nullable(),
      setKind: SetKind,
      completedAt: z.string(),
    }),
  ),
});
export type ExercisePerformance = z.infer<typeof ExercisePerformance>;

export const ExerciseHistoryResponse = z.object({ performances: z.array(ExercisePerformance) });
export type ExerciseHistoryResponse = z.infer<typeof ExerciseHistoryResponse>;
