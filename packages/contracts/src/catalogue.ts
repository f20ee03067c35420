import { z } from 'zod';
import { detailParams } from './errors';
import { LanguageCode } from './profile';
import { multiLineText, singleLineText } from './text';

/** Mirrors the CHECK lists of migrations/0002_catalogue.sql. */
export const EXERCISE_LOAD_TYPES = [
  'barbell',
  'ezbar',
  'fixed',
  'dumbbell',
  'machine',
  'cable',
  'bodyweight',
  'weighted_bodyweight',
  'assisted',
  'kettlebell',
  'band',
  'cardio',
] as const;
export const ExerciseLoadType = z.enum(EXERCISE_LOAD_TYPES);
export type ExerciseLoadType = z.infer<typeof ExerciseLoadType>;

export const EXERCISE_LOAD_MODES = ['total', 'per_side', 'per_hand', 'stack'] as const;
export const ExerciseLoadMode = z.enum(EXERCISE_LOAD_MODES);
export type ExerciseLoadMode = z.infer<typeof ExerciseLoadMode>;

export const EXERCISE_EFFORT_MODES = ['reps', 'time', 'distance', 'reps_time'] as const;
export const ExerciseEffortMode = z.enum(EXERCISE_EFFORT_MODES);
export type ExerciseEffortMode = z.infer<typeof ExerciseEffortMode>;

/** Only these load types may use the `stack` load mode (a CHECK in the database says the same). */
export const STACK_LOAD_TYPES: readonly ExerciseLoadType[] = ['machine', 'cable', 'assisted'];

export const EXERCISE_NAME_MAX_LENGTH = 200;
export const EXERCISE_DESCRIPTION_MAX_LENGTH = 4000;
export const EXERCISE_SEARCH_MAX_LENGTH = 100;
export const EXERCISE_PAGE_MAX = 100;
export const EXERCISE_PAGE_DEFAULT = 50;

export const Uuid = z.uuid({ error: 'Must be a UUID' });

/** An empty query parameter means "not given". */
const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const IdParams = z.object({ id: Uuid });

/** A page cursor is opaque base64url that the API handed out; anything else is a 400. */
export const PageCursor = (max: number) =>
  z
    .string()
    .max(max, { error: 'Not a cursor this list gave out' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'Not a cursor this list gave out' });
export type IdParams = z.infer<typeof IdParams>;

export const LanguageQuery = z.object({ lang: optionalParam(LanguageCode).default('en') });
export type LanguageQuery = z.infer<typeof LanguageQuery>;

/** A translated reference row (muscle, equipment, grip, pattern...) with its name in the requested language. */
export const NamedRef = z.object({ id: z.string(), slug: z.string().nullable(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRef>;

export const ExerciseListQuery = z.object({
  q: optionalParam(singleLineText(EXERCISE_SEARCH_MAX_LENGTH)),
  muscle: optionalParam(Uuid),
  equipment: optionalParam(Uuid),
  pattern: optionalParam(Uuid),
  lang: optionalParam(LanguageCode).default('en'),
  limit: optionalParam(z.coerce.number().int().min(1).max(EXERCISE_PAGE_MAX)).default(EXERCISE_PAGE_DEFAULT),
  cursor: optionalParam(PageCursor(600)),
});
export type ExerciseListQuery = z.infer<typeof ExerciseListQuery>;

export const ExerciseSummary = z.object({
  id: z.string(),
  /** In the requested language, else English, else (custom exercises) any language, else a fixed word. */
  name: z.string(),
  isCustom: z.boolean(),
  loadType: ExerciseLoadType,
  /** What a set of it logs (issue 39): the workout page lays out a new exercise's row from it, offline too. */
  effortMode: ExerciseEffortMode,
  primaryMuscle: NamedRef.nullable(),
  equipment: NamedRef.nullable(),
  movementPattern: NamedRef.nullable(),
});
export type ExerciseSummary = z.infer<typeof ExerciseSummary>;

export const ExerciseListResponse = z.object({
  items: z.array(ExerciseSummary),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ExerciseListResponse = z.infer<typeof ExerciseListResponse>;

export const PerLanguage = <S extends z.ZodType>(value: S) =>
  z.object({ en: value.nullable(), es: value.nullable(), ro: value.nullable() });

export const ExerciseDetail = ExerciseSummary.extend({
  slug: z.string().nullable(),
  names: PerLanguage(z.string()),
  description: z.string().nullable(),
  descriptions: PerLanguage(z.string()),
  bodyPart: NamedRef.nullable(),
  secondaryMuscles: z.array(NamedRef),
  loadMode: ExerciseLoadMode,
  isUnilateral: z.boolean(),
  allowsGrips: z.boolean(),
  defaultGrips: z.array(NamedRef),
  /** The grips the exercise's equipment supports (empty when the exercise allows none). */
  allowedGrips: z.array(NamedRef),
  aliases: z.array(z.object({ languageCode: LanguageCode, alias: z.string() })),
  tags: z.array(NamedRef),
});
export type ExerciseDetail = z.infer<typeof ExerciseDetail>;

const ExerciseName = singleLineText(EXERCISE_NAME_MAX_LENGTH, {
  notText: 'Must be text',
  tooLong: `Name must be at most ${EXERCISE_NAME_MAX_LENGTH} characters`,
}).min(1, { error: 'Name cannot be empty' });
const ExerciseDescription = multiLineText(EXERCISE_DESCRIPTION_MAX_LENGTH, {
  notText: 'Must be text',
  tooLong: `Description must be at most ${EXERCISE_DESCRIPTION_MAX_LENGTH} characters`,
});

const exerciseFields = {
  loadMode: ExerciseLoadMode.optional(),
  effortMode: ExerciseEffortMode.optional(),
  equipmentId: Uuid.nullable().optional(),
  primaryMuscleId: Uuid.nullable().optional(),
  movementPatternId: Uuid.nullable().optional(),
  secondaryMuscleIds: z.array(Uuid).max(10).optional(),
  isUnilateral: z.boolean().optional(),
  allowsGrips: z.boolean().optional(),
  /** Default grips, in order; needs allowsGrips. */
  gripIds: z.array(Uuid).max(8).optional(),
};

function checkExerciseRules(
  value: { loadType?: ExerciseLoadType; loadMode?: ExerciseLoadMode; allowsGrips?: boolean; gripIds?: string[] },
  ctx: z.RefinementCtx,
) {
  if (value.loadMode === 'stack' && value.loadType && !STACK_LOAD_TYPES.includes(value.loadType)) {
    ctx.addIssue({
      code: 'custom',
      path: ['loadMode'],
      message: 'Only machine, cable and assisted work uses a stack',
      params: detailParams('not_allowed'),
    });
  }
  if (value.allowsGrips === false && value.gripIds && value.gripIds.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['gripIds'],
      message: 'Default grips need allowsGrips',
      params: detailParams('not_allowed'),
    });
  }
}

/** A member's own exercise. At least one name; a blank description removes it. */
export const CreateExerciseRequest = z
  .object({
    id: Uuid,
    names: z
      .object({ en: ExerciseName.optional(), es: ExerciseName.optional(), ro: ExerciseName.optional() })
      .strict()
      .refine((names) => Object.values(names).some(Boolean), {
        error: 'Give the exercise a name',
        params: detailParams('required'),
      }),
    descriptions: z
      .object({
        en: ExerciseDescription.optional(),
        es: ExerciseDescription.optional(),
        ro: ExerciseDescription.optional(),
      })
      .strict()
      .optional(),
    loadType: ExerciseLoadType,
    ...exerciseFields,
  })
  .strict()
  .superRefine(checkExerciseRules);
export type CreateExerciseRequest = z.infer<typeof CreateExerciseRequest>;

/** Only the given fields change; a name or description set to null is removed (one name always stays). */
export const UpdateExerciseRequest = z
  .object({
    names: z
      .object({
        en: ExerciseName.nullable().optional(),
        es: ExerciseName.nullable().optional(),
        ro: ExerciseName.nullable().optional(),
      })
      .strict()
      .optional(),
    descriptions: z
      .object({
        en: ExerciseDescription.nullable().optional(),
        es: ExerciseDescription.nullable().optional(),
        ro: ExerciseDescription.nullable().optional(),
      })
      .strict()
      .optional(),
    loadType: ExerciseLoadType.optional(),
    ...exerciseFields,
  })
  .strict()
  .superRefine(checkExerciseRules);
export type UpdateExerciseRequest = z.infer<typeof UpdateExerciseRequest>;

export const MuscleRef = NamedRef.extend({ bodyPart: NamedRef.nullable() });
export type MuscleRef = z.infer<typeof MuscleRef>;

export const CatalogueFiltersResponse = z.object({
  muscles: z.array(MuscleRef),
  equipment: z.array(NamedRef),
  patterns: z.array(NamedRef),
  grips: z.array(NamedRef),
});
export type CatalogueFiltersResponse = z.infer<typeof CatalogueFiltersResponse>;
