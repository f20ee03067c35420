import { z } from 'zod';
import { detailParams } from './errors';
import { ExerciseLoadType, Uuid } from './catalogue';
import { WeightUnit } from './profile';
import { multiLineText, singleLineText } from './text';

/** Limits mirror the CHECKs of migrations/0003_templates_programs.sql. */
export const TEMPLATE_NAME_MAX_LENGTH = 120;
export const TEMPLATE_NOTES_MAX_LENGTH = 2000;
export const TEMPLATE_EXERCISE_NOTES_MAX_LENGTH = 1000;
export const TEMPLATE_EXERCISES_MAX = 50;
export const TARGET_SETS_MIN = 1;
export const TARGET_SETS_MAX = 20;
export const TARGET_REPS_MIN = 1;
export const TARGET_REPS_MAX = 100;
export const TARGET_WEIGHT_MAX_KG = 1000;
export const REST_SEC_MAX = 1800;
export const DEFAULT_TARGET_SETS = 3;
export const SUPERSET_GROUPS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .min(min, { error: `${what} must be at least ${min}` })
    .max(max, { error: `${what} must be at most ${max}` });

export const TemplateName = singleLineText(TEMPLATE_NAME_MAX_LENGTH, {
  notText: 'Must be text',
  tooLong: `Name must be at most ${TEMPLATE_NAME_MAX_LENGTH} characters`,
}).min(1, { error: 'Give the template a name' });

const TemplateNotes = multiLineText(TEMPLATE_NOTES_MAX_LENGTH, {
  notText: 'Must be text',
  tooLong: `Notes must be at most ${TEMPLATE_NOTES_MAX_LENGTH} characters`,
});

export const SupersetGroup = z.string().regex(/^[A-Z]$/, { error: 'A superset group is one letter, A to Z' });

/** One exercise of a template with its targets: reps (one number) or a rep range, not both. */
export const TemplateExerciseInput = z
  .object({
    /** Keeps the row's id when it already belongs to this template; otherwise the server makes one. */
    id: Uuid.optional(),
    exerciseId: Uuid,
    targetSets: wholeNumber(TARGET_SETS_MIN, TARGET_SETS_MAX, 'Sets').default(DEFAULT_TARGET_SETS),
    targetReps: wholeNumber(TARGET_REPS_MIN, TARGET_REPS_MAX, 'Reps').nullable().optional(),
    targetRepsMin: wholeNumber(TARGET_REPS_MIN, TARGET_REPS_MAX, 'Reps').nullable().optional(),
    targetRepsMax: wholeNumber(TARGET_REPS_MIN, TARGET_REPS_MAX, 'Reps').nullable().optional(),
    targetWeightKg: z
      .number({ error: 'Weight must be a number' })
      .min(0, { error: 'Weight cannot be negative' })
      .max(TARGET_WEIGHT_MAX_KG, { error: `Weight must be at most ${TARGET_WEIGHT_MAX_KG} kg` })
      .nullable()
      .optional(),
    weightUnit: WeightUnit.default('kg'),
    restSec: wholeNumber(0, REST_SEC_MAX, 'Rest').nullable().optional(),
    gripId: Uuid.nullable().optional(),
    supersetGroup: SupersetGroup.nullable().optional(),
    notes: multiLineText(TEMPLATE_EXERCISE_NOTES_MAX_LENGTH, {
      notText: 'Must be text',
      tooLong: `Notes must be at most ${TEMPLATE_EXERCISE_NOTES_MAX_LENGTH} characters`,
    })
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const hasRange = value.targetRepsMin != null || value.targetRepsMax != null;
    if (value.targetReps != null && hasRange) {
      ctx.addIssue({
        code: 'custom',
        path: ['targetReps'],
        message: 'Give target reps or a rep range, not both',
        params: detailParams('not_allowed'),
      });
    }
    if (value.targetRepsMin != null && value.targetRepsMax != null && value.targetRepsMin > value.targetRepsMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['targetRepsMax'],
        message: 'The top of the range is below its bottom',
        params: detailParams('out_of_range'),
      });
    }
  });
export type TemplateExerciseInput = z.infer<typeof TemplateExerciseInput>;

const templateBody = {
  name: TemplateName,
  notes: TemplateNotes.nullable().optional(),
  exercises: z
    .array(TemplateExerciseInput)
    .max(TEMPLATE_EXERCISES_MAX, { error: `A template holds at most ${TEMPLATE_EXERCISES_MAX} exercises` })
    .default([]),
};

export const CreateTemplateRequest = z.object({ id: Uuid, ...templateBody }).strict();
export type CreateTemplateRequest = z.infer<typeof CreateTemplateRequest>;

/** Replaces the name, notes and the whole ordered list of exercises. */
export const UpdateTemplateRequest = z.object(templateBody).strict();
export type UpdateTemplateRequest = z.infer<typeof UpdateTemplateRequest>;

export const DuplicateTemplateRequest = z.object({ id: Uuid, name: TemplateName.optional() }).strict();
export type DuplicateTemplateRequest = z.infer<typeof DuplicateTemplateRequest>;

export const TemplateExercise = z.object({
  id: z.string(),
  exerciseId: z.string(),
  exercise: z.object({
    name: z.string(),
    loadType: ExerciseLoadType,
    isCustom: z.boolean(),
    primaryMuscle: z.string().nullable(),
    equipment: z.string().nullable(),
  }),
  orderIndex: z.number(),
  targetSets: z.number(),
  targetReps: z.number().nullable(),
  targetRepsMin: z.number().nullable(),
  targetRepsMax: z.number().nullable(),
  targetWeightKg: z.number().nullable(),
  weightUnit: WeightUnit,
  restSec: z.number().nullable(),
  gripId: z.string().nullable(),
  supersetGroup: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TemplateExercise = z.infer<typeof TemplateExercise>;

export const Template = z.object({
  id: z.string(),
  name: z.string(),
  notes: z.string().nullable(),
  exercises: z.array(TemplateExercise),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof Template>;

export const TemplateSummary = z.object({
  id: z.string(),
  name: z.string(),
  exerciseCount: z.number(),
  /** The first few exercise names, in order, for a preview line. */
  exerciseNames: z.array(z.string()),
  updatedAt: z.string(),
  /** When a workout last started from it; null when none has. The start page offers the recent ones first. */
  lastUsedAt: z.string().nullable(),
});
export type TemplateSummary = z.infer<typeof TemplateSummary>;

export const TemplateListResponse = z.object({ templates: z.array(TemplateSummary) });
export type TemplateListResponse = z.infer<typeof TemplateListResponse>;

/** Spec §3 user_exercise_preferences; the scope is the exercise plus an optional template and program. */
export const SaveExercisePreferenceRequest = z
  .object({
    exerciseId: Uuid,
    templateId: Uuid.nullable().optional(),
    programId: Uuid.nullable().optional(),
    preferredTargetSets: wholeNumber(TARGET_SETS_MIN, TARGET_SETS_MAX, 'Sets').nullable().optional(),
    preferredRepMin: wholeNumber(TARGET_REPS_MIN, TARGET_REPS_MAX, 'Reps').nullable().optional(),
    preferredRepMax: wholeNumber(TARGET_REPS_MIN, TARGET_REPS_MAX, 'Reps').nullable().optional(),
    preferredGripIds: z.array(Uuid).max(8).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (
      value.preferredRepMin != null &&
      value.preferredRepMax != null &&
      value.preferredRepMin > value.preferredRepMax
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredRepMax'],
        message: 'The top of the range is below its bottom',
        params: detailParams('out_of_range'),
      });
    }
  });
export type SaveExercisePreferenceRequest = z.infer<typeof SaveExercisePreferenceRequest>;

export const ExercisePreference = z.object({
  id: z.string(),
  exerciseId: z.string(),
  templateId: z.string().nullable(),
  programId: z.string().nullable(),
  preferredTargetSets: z.number().nullable(),
  preferredRepMin: z.number().nullable(),
  preferredRepMax: z.number().nullable(),
  preferredGripIds: z.array(z.string()),
  updatedAt: z.string(),
});
export type ExercisePreference = z.infer<typeof ExercisePreference>;

export const EXERCISE_PREFERENCES_QUERY_MAX = 100;

export const ExercisePreferencesQuery = z.object({
  /** Comma-separated exercise ids. */
  exerciseIds: z
    .string({ error: 'List the exercise ids, separated by commas' })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(Uuid).min(1, { error: 'List at least one exercise id' }).max(EXERCISE_PREFERENCES_QUERY_MAX)),
  templateId: z.preprocess((v) => (v === '' ? undefined : v), Uuid.optional()),
  programId: z.preprocess((v) => (v === '' ? undefined : v), Uuid.optional()),
});
export type ExercisePreferencesQuery = z.infer<typeof ExercisePreferencesQuery>;

export const ExercisePreferencesResponse = z.object({
  /** Every stored scope of the asked exercises. */
  preferences: z.array(ExercisePreference),
  /** Per exercise id, the preference that wins for the given template and program (spec §9 priority), or null. */
  resolved: z.record(z.string(), ExercisePreference.nullable()),
});
export type ExercisePreferencesResponse = z.infer<typeof ExercisePreferencesResponse>;
